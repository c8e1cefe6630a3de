import { z } from 'zod';
import { singleLine } from './text.js';

/**
 * Voice Setup (/voices): contracts shared by the server and the web app. Spec:
 * marketing-and-service.md (Voice Setup, user_voices, voice-samples storage, validation,
 * errors, toasts); voice-service ids from vendors.md section 4 (ElevenLabs).
 */

export const VOICE_MESSAGES = {
  nameAndSampleRequired: 'Please provide both a voice name and audio sample',
  added: (voiceName: string) => `Added ${voiceName} to your voices`,
  cloneStarted: 'Voice cloning initiated (placeholder for now)',
  cloned: (voiceName: string) => `Cloned ${voiceName}: it is ready in your voices`,
  failedToLoad: 'Failed to load voices',
  failedToAdd: 'Failed to add voice',
  failedToClone: 'Failed to clone voice',
  notAuthenticated: 'Not authenticated',
  emptyList: 'No voices added yet. Add a default voice or clone your own!',
  consentRequired: 'Please confirm this is your voice, or that you have permission to clone it',
  notMp3: 'Please upload an MP3 audio file',
  alreadyAdded: 'This voice is already in your voices',
  unknownVoice: 'Unknown voice',
} as const;

/** The six default voices with their fixed voice-service (ElevenLabs premade) ids. */
export const DEFAULT_VOICES = [
  { voiceId: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', description: 'Calm, warm narration' },
  { voiceId: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', description: 'Deep, steady host' },
  { voiceId: 'ErXwobaYiN019PkySvjV', name: 'Antoni', description: 'Friendly, well-rounded' },
  { voiceId: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella', description: 'Soft, bright storyteller' },
  { voiceId: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', description: 'Strong, upbeat presenter' },
  { voiceId: 'TxGEqnHWrfWFTfGW9XjX', name: 'Josh', description: 'Young, energetic co-host' },
] as const;
export type DefaultVoiceId = (typeof DEFAULT_VOICES)[number]['voiceId'];

/** A cloned voice made without a voice-service key gets this id (spec: a fixed placeholder). */
export const PLACEHOLDER_CLONED_VOICE_ID = 'placeholder-cloned-voice';

/**
 * A local clone (no voice-service key): the built-in voice set to follow the sample's measured
 * pitch and pace (issue 29). An approximation, never a copy of the voice: the UI says so.
 */
export interface VoiceApproximation {
  /** espeak-ng voice and variant, pitch (0-99), speed (words a minute), amplitude (0-200). */
  espeakVoice: string;
  pitch: number;
  speed: number;
  amplitude: number;
  /** The sample's median pitch in Hz (null when no voiced speech was found in it). */
  sampleF0Hz: number | null;
  /** The sample's pace, in syllables a second. */
  sampleSyllablesPerSecond: number;
}

/** How Voice Setup describes an approximation (spec: cloning is a feature in development). */
export function approximationNote(approximation: VoiceApproximation): string {
  const { sampleF0Hz, sampleSyllablesPerSecond } = approximation;
  const followed = [
    ...(sampleF0Hz === null ? [] : [`pitch (about ${sampleF0Hz} Hz)`]),
    ...(sampleSyllablesPerSecond > 0
      ? [`pace (${sampleSyllablesPerSecond} syllables a second)`]
      : []),
  ];
  const what = followed.length
    ? `the built-in voice follows your sample's ${followed.join(' and ')}`
    : 'no speech was found in your sample, so the built-in voice speaks at an ordinary pitch and pace';
  return `An approximation, not a clone: ${what}; it does not copy the voice itself.`;
}

export const SPEECH_ENGINES = ['local', 'elevenlabs'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];

/** MP3 samples for cloning: the input's accept list, and the largest file taken. */
export const VOICE_SAMPLE_ACCEPT = 'audio/mp3,audio/mpeg,.mp3';
export const VOICE_SAMPLE_MAX_BYTES = 20 * 1024 * 1024;
export const VOICE_NAME_MAX = 80;

export const userVoiceSchema = z.object({
  id: z.string(),
  voiceName: z.string(),
  /** The voice-service id (spec elevenlabs_voice_id); the placeholder for a local clone. */
  voiceId: z.string(),
  isCloned: z.boolean(),
  /** Which engine speaks with it: ElevenLabs, or the nearest local voice. */
  engine: z.enum(SPEECH_ENGINES),
  /** A local clone's plain statement that it only approximates the sample (issue 29). */
  approximation: z.string().optional(),
  createdAt: z.string(),
});
export type UserVoice = z.infer<typeof userVoiceSchema>;

/** GET /api/voices: the user's voices, newest first. */
export const userVoiceListResponseSchema = z.object({ voices: z.array(userVoiceSchema) });

/** POST /api/voices: add a default voice by its voice-service id. */
export const addDefaultVoiceBodySchema = z.object({
  voiceId: z.enum(DEFAULT_VOICES.map((voice) => voice.voiceId) as [DefaultVoiceId]),
});

/**
 * POST /api/voices/clone (multipart): `voiceName`, `consent` ('true'), and one `sample` file
 * (MP3, checked by content). Answers 201 with the new voice and a message: the spec's
 * placeholder wording without a voice-service key, the cloned one with it.
 */
export const cloneVoiceFieldsSchema = z.object({
  voiceName: singleLine(
    z
      .string()
      .trim()
      .min(1, VOICE_MESSAGES.nameAndSampleRequired)
      .max(VOICE_NAME_MAX, `The voice name can be at most ${VOICE_NAME_MAX} characters`),
  ),
  consent: z.literal('true', { error: VOICE_MESSAGES.consentRequired }),
});
export const cloneVoiceResponseSchema = z.object({ voice: userVoiceSchema, message: z.string() });

/**
 * GET /api/voices/sample/:voiceId: a short spoken sample (audio/mpeg or audio/wav) of a default
 * voice or one of the user's voices, made by the engine that would speak with it.
 */
export const VOICE_SAMPLE_TEXT =
  'Hi! This is how I sound. Give me your script and I will read your next episode.';
