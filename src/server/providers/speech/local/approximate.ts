import type { VoiceApproximation } from '@shared/voices';
import type { LocalVoice } from './voices.js';
import type { SpeechMeasure } from './speech-measure.js';

export type { VoiceApproximation };

/**
 * The local engine's "clone" (issue 29): not a copy of anyone's voice, which it cannot make,
 * but an espeak-ng voice set to follow the sample's measured pitch and pace. The maps below
 * were measured on espeak-ng itself with speech-measure.ts (the same sentence, pitch 20/50/80,
 * speed 120-240): median F0 grows exponentially with `-p`, and syllables a second linearly
 * with `-s` (0.0227 syllables a second per word a minute).
 */

/** espeak-ng variant and its median F0 at pitch 20 and 80 (measured). */
const VARIANTS = {
  low: { espeakVoice: 'en-us+m3', at20: 84.1, at80: 142.7 },
  high: { espeakVoice: 'en-us+f3', at20: 174.9, at80: 281.1 },
} as const;
/** Below this a voice is spoken with the male variant, above with the female one. */
const VARIANT_SPLIT_HZ = 160;
const SYLLABLES_PER_SECOND_PER_WPM = 0.0227;
const NEUTRAL_SPEED = 160;
/** espeak-ng's usable range of speeds (words a minute). */
const MIN_SPEED = 80;
const MAX_SPEED = 320;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The espeak-ng settings that come nearest the measured sample. */
export function approximateVoice(measure: SpeechMeasure): VoiceApproximation {
  const f0 = measure.medianF0Hz;
  const variant = f0 !== null && f0 < VARIANT_SPLIT_HZ ? VARIANTS.low : VARIANTS.high;
  const perUnit = Math.log(variant.at80 / variant.at20) / 60;
  const pitch = f0 === null ? 50 : Math.round(20 + Math.log(f0 / variant.at20) / perUnit);
  const speed =
    measure.syllablesPerSecond > 0
      ? Math.round(measure.syllablesPerSecond / SYLLABLES_PER_SECOND_PER_WPM)
      : NEUTRAL_SPEED;
  return {
    espeakVoice: variant.espeakVoice,
    pitch: clamp(pitch, 0, 99),
    speed: clamp(speed, MIN_SPEED, MAX_SPEED),
    amplitude: 100,
    sampleF0Hz: f0 === null ? null : Math.round(f0),
    sampleSyllablesPerSecond: Math.round(measure.syllablesPerSecond * 10) / 10,
  };
}

const PREFIX = 'approx';
const ESPEAK_VOICE = /^[a-z]{2}(?:-[a-z0-9]+)*\+[mf]\d$/;

/** The voice id the local engine speaks an approximation with: its settings, spelled out. */
export function approximationVoiceId(voice: Omit<LocalVoice, 'name'>): string {
  return [PREFIX, voice.espeakVoice, voice.pitch, voice.speed, voice.amplitude].join(':');
}

/** The settings an approximation's voice id spells, or undefined when it is not one. */
export function parseApproximationVoiceId(voiceId: string): LocalVoice | undefined {
  const [prefix, espeakVoice, ...numbers] = voiceId.split(':');
  if (prefix !== PREFIX || !espeakVoice || !ESPEAK_VOICE.test(espeakVoice)) return undefined;
  const [pitch, speed, amplitude] = numbers.map(Number);
  const valid =
    numbers.length === 3 &&
    Number.isInteger(pitch) &&
    Number.isInteger(speed) &&
    Number.isInteger(amplitude) &&
    pitch! >= 0 &&
    pitch! <= 99 &&
    speed! >= MIN_SPEED &&
    speed! <= MAX_SPEED &&
    amplitude! >= 0 &&
    amplitude! <= 200;
  return valid
    ? { name: 'Approximation', espeakVoice, pitch: pitch!, speed: speed!, amplitude: amplitude! }
    : undefined;
}
