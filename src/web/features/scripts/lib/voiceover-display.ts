import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';
import { urlOf } from '../../../lib/api';
import type { Voiceover, VoiceoverStatus } from '@shared/voiceovers';
import type { SpeechEngine } from '@shared/voices';
import {
  FAILED_DISPLAY,
  GENERATING_DISPLAY,
  QUEUED_DISPLAY,
  type StatusDisplay,
} from '../../../lib/image-assets';

/** How each voiceover status reads on its badge (the studios' badges, same words). */
export const VOICEOVER_STATUS_DISPLAY: Record<VoiceoverStatus, StatusDisplay> = {
  queued: QUEUED_DISPLAY,
  processing: GENERATING_DISPLAY,
  ready: { label: 'Ready', tone: 'success', active: false },
  failed: FAILED_DISPLAY,
};

/** Which engine spoke it; the same words as Voice Setup's labels. */
export const VOICEOVER_ENGINE_LABELS: Record<SpeechEngine, string> = {
  elevenlabs: 'ElevenLabs',
  local: 'Local voice',
};

/** While any voiceover is still being made, its list is re-read this often. */
export const VOICEOVER_POLL_MS = 2_000;

export const isVoiceoverActive = (voiceover: Pick<Voiceover, 'status'>): boolean =>
  VOICEOVER_STATUS_DISPLAY[voiceover.status].active;

/** The list's re-read interval: every 2 s while something is queued or processing, else none. */
export const voiceoverPollInterval = (
  voiceovers: readonly Pick<Voiceover, 'status'>[] | undefined,
): number | false => (voiceovers?.some(isVoiceoverActive) ? VOICEOVER_POLL_MS : false);

/** Where a voiceover's captions download from. */
export const voiceoverCaptionsUrl = (id: string, format: 'srt' | 'vtt'): string =>
  urlOf(voiceoverEndpoints.captions[format], { params: { id } });

export type VoiceoverOutcome = 'ready' | 'failed';

/**
 * The voiceovers that finished between two reads of a list: seen working before, done now.
 * Ones that were already done at the first read are not news, so a page opened later stays
 * quiet about them.
 */
export function finishedSince(
  before: readonly Pick<Voiceover, 'id' | 'status'>[],
  after: readonly Voiceover[],
): { voiceover: Voiceover; outcome: VoiceoverOutcome }[] {
  const wasActive = new Set(before.filter(isVoiceoverActive).map((item) => item.id));
  return after.flatMap((voiceover) =>
    wasActive.has(voiceover.id) && (voiceover.status === 'ready' || voiceover.status === 'failed')
      ? [{ voiceover, outcome: voiceover.status }]
      : [],
  );
}
