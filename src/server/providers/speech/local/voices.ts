import { DEFAULT_VOICES, type DefaultVoiceId } from '@shared/voices';
import { parseApproximationVoiceId } from './approximate.js';

/**
 * The six default voices as the local engine speaks them: espeak-ng voices with a variant
 * (its formant and pitch-range file), a base pitch (0-99) and a speed (words per minute),
 * chosen to be told apart by ear and to match each voice's description. The table is repeated
 * in docs/decisions/014-voices-and-speech.md.
 */
export interface LocalVoice {
  name: string;
  /** espeak-ng `-v`: language + variant. */
  espeakVoice: string;
  pitch: number;
  speed: number;
  /** espeak-ng `-a`, 0-200 (100 is its default). */
  amplitude: number;
}

export const LOCAL_VOICES: Record<DefaultVoiceId, LocalVoice> = {
  // Calm, warm narration: a soft female voice, a little slower than speech.
  '21m00Tcm4TlvDq8ikWAM': {
    name: 'Rachel',
    espeakVoice: 'en-us+f2',
    pitch: 36,
    speed: 155,
    amplitude: 100,
  },
  // Deep, steady host: the lowest male variant, pitched down and slow.
  pNInz6obpgDQGcFmaJgB: {
    name: 'Adam',
    espeakVoice: 'en-us+m4',
    pitch: 22,
    speed: 140,
    amplitude: 110,
  },
  // Friendly, well-rounded: a mid male voice with a British accent, at an ordinary pace.
  ErXwobaYiN019PkySvjV: {
    name: 'Antoni',
    espeakVoice: 'en-gb-x-rp+m6',
    pitch: 45,
    speed: 170,
    amplitude: 100,
  },
  // Soft, bright storyteller: the brightest female variant, pitched up.
  EXAVITQu4vr4xnSDxMaL: {
    name: 'Bella',
    espeakVoice: 'en-us+f3',
    pitch: 68,
    speed: 165,
    amplitude: 95,
  },
  // Strong, upbeat presenter: a firm female variant, louder and fast.
  AZnzlk1XvdvUeBnXmlld: {
    name: 'Domi',
    espeakVoice: 'en-us+f4',
    pitch: 62,
    speed: 195,
    amplitude: 130,
  },
  // Young, energetic co-host: a male variant pitched high, quick.
  TxGEqnHWrfWFTfGW9XjX: {
    name: 'Josh',
    espeakVoice: 'en-us+m7',
    pitch: 75,
    speed: 185,
    amplitude: 105,
  },
};

export function isDefaultVoiceId(voiceId: string): voiceId is DefaultVoiceId {
  return Object.hasOwn(LOCAL_VOICES, voiceId);
}

/** FNV-1a: a stable, well-spread hash of a short string (no crypto needed). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The default voice that speaks for any other voice on the local engine (a clone made without
 * ElevenLabs, or an ElevenLabs clone once the key is gone): picked from a hash of `key` (the
 * voice row's id), so one voice always sounds the same and different clones tend to differ.
 */
export function localStandInFor(key: string): DefaultVoiceId {
  return DEFAULT_VOICES[fnv1a(key) % DEFAULT_VOICES.length]!.voiceId;
}

/**
 * The local voice for an id: a default voice's own, an approximation's settings (a local clone
 * measured from its sample, approximate.ts), else its stand-in.
 */
export function localVoiceFor(voiceId: string): LocalVoice {
  if (isDefaultVoiceId(voiceId)) return LOCAL_VOICES[voiceId];
  return parseApproximationVoiceId(voiceId) ?? LOCAL_VOICES[localStandInFor(voiceId)];
}
