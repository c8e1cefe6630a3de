import type { CaptionWord } from '@shared/captions';
import type { SpokenWord } from '../../../media/talking/spoken-visemes.js';
import { LocalSpeechEngine } from '../../speech/local/index.js';

/**
 * The words of a voiceover of ours with espeak-ng's phonemes, for the talking portrait's mouth
 * (decision 057). Nothing when there are none or espeak cannot give one entry per word: the
 * mouth then follows the sound, as for any uploaded audio.
 */

let phonemizer: LocalSpeechEngine | undefined;

export async function spokenWordsOf(
  words: readonly CaptionWord[] | undefined,
  signal: AbortSignal,
): Promise<SpokenWord[] | undefined> {
  if (!words?.length) return undefined;
  phonemizer ??= new LocalSpeechEngine({ concurrency: 1 });
  let phonemes: string[] | null;
  try {
    phonemes = await phonemizer.phonemes(
      words.map((word) => word.text),
      signal,
    );
  } catch (error) {
    // The render is being stopped: say so. Any other failure only costs the exact mouth.
    if (signal.aborted) throw error;
    return undefined;
  }
  return phonemes?.map((p, k) => ({
    phonemes: p,
    startMs: words[k]!.startMs,
    endMs: words[k]!.endMs,
  }));
}
