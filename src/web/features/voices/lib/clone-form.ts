import { firstIssueMessage } from '@shared/auth';
import { cloneVoiceFieldsSchema, VOICE_MESSAGES } from '@shared/voices';

/** The clone form as typed. */
export interface CloneFormState {
  voiceName: string;
  sample: File | null;
  consent: boolean;
}

export const initialCloneForm: CloneFormState = { voiceName: '', sample: null, consent: false };

export type CheckedClone =
  { ok: true; voiceName: string; sample: File } | { ok: false; message: string };

/**
 * The spec's rules before any upload: a non-blank name and a file (one message for both), then
 * the consent box. Whether the file really is an MP3 is the server's call: it reads the bytes.
 */
export function checkCloneForm(state: CloneFormState): CheckedClone {
  if (!state.voiceName.trim() || !state.sample) {
    return { ok: false, message: VOICE_MESSAGES.nameAndSampleRequired };
  }
  const parsed = cloneVoiceFieldsSchema.safeParse({
    voiceName: state.voiceName,
    consent: state.consent ? 'true' : 'false',
  });
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, voiceName: parsed.data.voiceName, sample: state.sample };
}

/** "voice.mp3 · 1.2 MB": what the form shows for the chosen sample. */
export function describeSample(file: Pick<File, 'name' | 'size'>): string {
  const megabytes = file.size / (1024 * 1024);
  const size =
    megabytes >= 0.1
      ? `${megabytes.toFixed(1)} MB`
      : `${Math.max(1, Math.round(file.size / 1024))} KB`;
  return `${file.name} · ${size}`;
}
