/** The speech capability's face: the one file of providers/speech/ that code outside it imports. */
export { type SynthesizedSpeech } from './port.js';
export { readWavInfo, type WavInfo } from './wav.js';
export { createSpeechEngines, engineOf, type Speaker, type SpeechEngines } from './registry.js';
export {
  approximateVoice,
  measureSpeech,
  pcm16ToFloat,
  type VoiceApproximation,
} from './local/index.js';
