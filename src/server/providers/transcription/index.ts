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
import type { Config } from '../../config/index.js';
import { createLocalTranscriptionEngines } from './local/index.js';
import { createTranscriptionEngines, type TranscriptionEngines } from './registry.js';

export {
  createTranscriptionEngines,
  type TranscriptionEngineDeps,
  type TranscriptionEngines,
} from './registry.js';
export { transcribeRecording, type TranscribeRecordingOptions } from './chunked.js';
export { TRANSCRIPTION_SAMPLE_RATE, pcmWav } from './wav.js';
export { analyseWavFile, UnreadableWavError, type WavAnalysis } from './wav-file.js';

/**
 * The process's transcription engines from its settings: the local recognisers this machine
 * has (found once, decision 065) behind the vendors (decision 064).
 */
export function createTranscriptionEnginesFor(
  config: Pick<Config, 'transcription'>,
): TranscriptionEngines {
  const local = createLocalTranscriptionEngines(config);
  const { whisperCpp, pocketSphinx } = local;
  return createTranscriptionEngines({
    config,
    ...(whisperCpp ? { whisperCpp: () => whisperCpp } : {}),
    pocketsphinx: () => pocketSphinx,
  });
}
