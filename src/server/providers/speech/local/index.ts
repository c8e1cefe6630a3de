/**
 * The built-in speech engine's face: eSpeak voices that need no vendor key (decision 014).
 * Everything else in this folder is the engine's own.
 */
export { LocalSpeechEngine } from './engine.js';
export { LOCAL_VOICES, localStandInFor } from './voices.js';
export { approximateVoice, approximationVoiceId, type VoiceApproximation } from './approximate.js';
export { measureSpeech, pcm16ToFloat, type SpeechMeasure } from './speech-measure.js';
