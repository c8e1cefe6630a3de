import type { Config } from '../../../config/index.js';
import { PocketSphinxEngine, findPocketSphinx } from './pocketsphinx.js';
import { WhisperCppEngine, checkWhisperModel, loadWhisperBinding } from './whisper-cpp.js';

export { PocketSphinxEngine, findPocketSphinx, parsePocketSphinxWords } from './pocketsphinx.js';
export { WhisperCppEngine, checkWhisperModel, wordsFromTokens } from './whisper-cpp.js';
export { recognitionScore, type RecognitionScore, type SpokenWord } from './recognition-score.js';

/**
 * The local recognisers this machine has, best first (whisper.cpp, then PocketSphinx), found
 * once at start (decision 065). A setting that points at something unusable throws here, so a
 * bad WHISPER_MODEL_PATH or POCKETSPHINX_PATH stops the boot instead of failing every
 * transcript; with neither engine nor vendor keys, screens that need words say what to set up.
 */
export function createLocalTranscriptionEngines(
  { transcription }: Pick<Config, 'transcription'>,
  searchPath?: string,
): { whisperCpp: WhisperCppEngine | null; pocketSphinx: PocketSphinxEngine | null } {
  let whisperCpp: WhisperCppEngine | null = null;
  if (transcription.whisperModelPath) {
    checkWhisperModel(transcription.whisperModelPath);
    const binding = loadWhisperBinding();
    whisperCpp = new WhisperCppEngine({ modelPath: transcription.whisperModelPath, binding });
  }
  const binaryPath = findPocketSphinx(transcription.pocketSphinxPath, searchPath);
  return {
    whisperCpp,
    pocketSphinx: binaryPath ? new PocketSphinxEngine({ binaryPath }) : null,
  };
}
