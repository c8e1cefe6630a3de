import { DEFAULT_VOICES, type SpeechEngine, type UserVoice } from '@shared/voices';

/** How a voice's engine reads on its card (the UI says which engine speaks). */
export const VOICE_ENGINE_LABELS: Record<SpeechEngine, string> = {
  elevenlabs: 'ElevenLabs',
  local: 'Local voice',
};

/**
 * The default voices already in the user's list: their cards read 'Added' (disabled). A clone
 * never counts, even if a service happened to give it a default voice's id.
 */
export function addedDefaultVoiceIds(voices: readonly UserVoice[] | undefined): Set<string> {
  return new Set((voices ?? []).filter((voice) => !voice.isCloned).map((voice) => voice.voiceId));
}

/** A default voice's blurb ("Calm, warm narration"), shown on its card in 'Your Voices' too. */
export function defaultVoiceDescription(voiceId: string): string | undefined {
  return DEFAULT_VOICES.find((voice) => voice.voiceId === voiceId)?.description;
}
