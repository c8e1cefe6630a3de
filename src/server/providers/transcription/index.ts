/**
 * The transcription capability's face (issue 30, decision 064): the one file of
 * providers/transcription/ that code outside it imports.
 */
export type {
  TranscriptionEngine,
  TranscriptionRequest,
  TranscriptionResult,
  TranscriptWord,
} from './port.js';
export {
  createTranscriptionEngines,
  type TranscriptionEngineDeps,
  type TranscriptionEngines,
} from './registry.js';
export { transcribeRecording, type TranscribeRecordingOptions } from './chunked.js';
export { TRANSCRIPTION_SAMPLE_RATE, pcmWav } from './wav.js';
