import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EngineError } from '../../../kernel/engine-error.js';
import { findOnPath, isExecutableFile } from '../../../media/binaries.js';
import { runProcess } from '../../../media/run.js';
import { MediaError } from '../../../media/toolkit.js';
import type {
  TranscriptionEngine,
  TranscriptionRequest,
  TranscriptionResult,
  TranscriptWord,
} from '../port.js';
import { pcm16kMono } from './pcm.js';

/**
 * Debian's PocketSphinx (0.8+5prealpha, `pocketsphinx` + `pocketsphinx-en-us`): the recogniser
 * every machine can have without keys or model downloads. `pocketsphinx_continuous -time yes`
 * reads raw 16 kHz PCM and prints, per utterance, the hypothesis and then one line per segment:
 * `word start end confidence`, times in seconds from the start of the input. Its word recall
 * on clear speech is far below whisper's (decision 065), but its times are good.
 */

const BINARY = 'pocketsphinx_continuous';

export const POCKETSPHINX_MESSAGES = {
  failed: 'PocketSphinx could not transcribe this recording.',
  notPcm: 'PocketSphinx needs 16 kHz mono 16-bit WAV audio.',
} as const;

/**
 * Where pocketsphinx_continuous is: POCKETSPHINX_PATH when set (a bad one stops the boot, like
 * FFMPEG_PATH), else the first on PATH, else null (no local PocketSphinx on this machine).
 */
export function findPocketSphinx(
  configured: string | undefined,
  searchPath: string = process.env.PATH ?? '',
): string | null {
  if (configured) {
    if (!isExecutableFile(configured)) {
      throw new Error(`POCKETSPHINX_PATH=${configured} is not an executable ${BINARY}`);
    }
    return configured;
  }
  return findOnPath(BINARY, searchPath);
}

/** A segment line: a word (or filler), its start and end in seconds, its confidence. */
const SEGMENT_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;
/**
 * Silences and sounds that are not words: `<s>`, `</s>`, `<sil>` and the noise dictionary's
 * bracketed entries ([NOISE], [SPEECH]; older models spell them ++NOISE++).
 */
const NOT_A_WORD = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** The dictionary's alternative pronunciations: "the(2)" is the word "the". */
const ALTERNATE = /\(\d+\)$/;

/** The words in pocketsphinx_continuous's `-time yes` output, in order. */
export function parsePocketSphinxWords(output: string): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const line of output.split('\n')) {
    const match = SEGMENT_LINE.exec(line.trim());
    if (!match) continue; // a hypothesis line, or a blank one
    const [, token, start, end] = match;
    if (NOT_A_WORD.test(token!)) continue;
    const text = token!.replace(ALTERNATE, '');
    if (!text) continue;
    words.push({ text, start: Number(start), end: Math.max(Number(start), Number(end)) });
  }
  return words;
}

export interface PocketSphinxOptions {
  binaryPath: string;
  /**
   * How long a piece may take per second of audio before it is stopped (it runs at about
   * 0.15-0.3 of real time on one core; a stuck process must not hold a slot for ever).
   */
  timeoutSecondsPerAudioSecond?: number;
  /** Told each process id as it starts (tests watch it die on an abort). */
  onSpawn?: (pid: number) => void;
}

export class PocketSphinxEngine implements TranscriptionEngine {
  readonly engine = 'pocketsphinx' as const;
  /** One process per piece, with a few MB of memory: the length only bounds a retry's cost. */
  readonly maxPieceSeconds = 600;
  readonly labelsSpeakers = false;
  readonly #binaryPath: string;
  readonly #timeoutFactor: number;
  readonly #onSpawn: ((pid: number) => void) | undefined;

  constructor(options: PocketSphinxOptions) {
    this.#binaryPath = options.binaryPath;
    this.#timeoutFactor = options.timeoutSecondsPerAudioSecond ?? 4;
    this.#onSpawn = options.onSpawn;
  }

  async transcribe({
    wav,
    durationSeconds,
    signal,
  }: TranscriptionRequest): Promise<TranscriptionResult> {
    signal.throwIfAborted();
    const pcm = pcm16kMono(wav);
    if (!pcm) throw new EngineError('transcription', POCKETSPHINX_MESSAGES.notPcm, false);
    // A file, not standard input: Node's pipes are sockets, which /dev/stdin cannot open.
    const directory = await mkdtemp(path.join(tmpdir(), 'reelcast-pocketsphinx-'));
    let output: string;
    try {
      const input = path.join(directory, 'piece.raw'); // raw samples: no header heard as sound
      await writeFile(input, pcm);
      output = await runProcess(this.#binaryPath, ['-infile', input, '-time', 'yes'], {
        signal,
        collectStdout: true,
        onSpawn: this.#onSpawn,
        timeoutMs: Math.ceil((30 + durationSeconds * this.#timeoutFactor) * 1000),
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const retryable = error instanceof MediaError && error.reason === 'timeout';
      throw new EngineError('transcription', POCKETSPHINX_MESSAGES.failed, retryable, {
        cause: error,
      });
    } finally {
      // runProcess settles only once the process has exited: nothing reads the file any more.
      await rm(directory, { recursive: true, force: true });
    }
    return { words: parsePocketSphinxWords(output), language: 'en' };
  }
}
