import type { VoiceoverDetail } from '@shared/voiceovers';
import { pickPresetCharacter, podcastClipPromptFor, type PresetCharacter } from './podcast-preset';
import { durationFromAudio, type PodcastVoiceover, type PromptFormState } from './prompt-form';

/**
 * "Make podcast clip" on /scripts opens the studio at /videos?voiceover=<id>: these rules turn
 * that voiceover into the prompt panel's podcast clip, kept free of React to be tested alone.
 */

/** The query parameter that carries the voiceover's id. */
export const VOICEOVER_PARAM = 'voiceover';

/** The voiceover as the panel keeps it; null until it is ready (no audio, no length yet). */
export function podcastVoiceoverOf(voiceover: VoiceoverDetail): PodcastVoiceover | null {
  if (voiceover.status !== 'ready' || voiceover.durationMs === null) return null;
  const { id, voiceName, durationMs, scriptTitle, audioUrl } = voiceover;
  return { id, voiceName, durationMs, scriptTitle, audioUrl };
}

/**
 * The podcast clip with the voiceover as its speech (replacing an uploaded file), as long as
 * the voiceover, with its captions on. What the user already did stays: a typed prompt (else a
 * one-host scene about the script) and a chosen portrait (else the first ready AI host, if any).
 */
export function prefillFromVoiceover(
  state: PromptFormState,
  voiceover: PodcastVoiceover,
  characters: readonly PresetCharacter[],
): PromptFormState {
  const { image, character } = state.hedra;
  return {
    ...state,
    mode: 'hedra',
    prompt: state.prompt.trim() ? state.prompt : podcastClipPromptFor(voiceover.scriptTitle),
    hedra: {
      ...state.hedra,
      audio: null,
      voiceover,
      captions: true,
      durationSeconds: durationFromAudio(voiceover.durationMs / 1000),
      startSeconds: '0',
      character: image || character ? character : (pickPresetCharacter(characters) ?? null),
    },
  };
}
