import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  pcmWav,
  type TranscriptionEngine,
  type TranscriptionEngines,
  type TranscriptionRequest,
} from '../../providers/transcription/index.js';
import { burstRecording, hearWav, sentences } from '../../../../test/fakes/heard-words.js';
import { defaultEpisodeAnalysis, scanRecording } from './analysis.js';

/**
 * The real transcriber wiring reads an episode's WAV a piece at a time: a three-hour episode is
 * 345 MB of PCM, and holding it whole (with the pieces cut from it) would take the process past
 * its memory budget. Every read of the file is watched here.
 */

const reads = vi.hoisted(() => ({ wholeFiles: [] as string[], largestRead: 0 }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  const watched = {
    ...actual,
    readFile: ((file: Parameters<typeof actual.readFile>[0], ...rest: unknown[]) => {
      reads.wholeFiles.push(String(file));
      return (actual.readFile as (...args: unknown[]) => unknown)(file, ...rest);
    }) as typeof actual.readFile,
    open: (async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const read = handle.read.bind(handle) as (...a: unknown[]) => ReturnType<typeof handle.read>;
      handle.read = ((...a: unknown[]) => {
        const length = typeof a[2] === 'number' ? a[2] : (a[0] as Buffer).length;
        reads.largestRead = Math.max(reads.largestRead, length);
        return read(...a);
      }) as typeof handle.read;
      return handle;
    }) as typeof actual.open,
  };
  return { ...watched, default: watched };
});

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-episode-analysis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

class PieceEngine implements TranscriptionEngine {
  readonly engine = 'pocketsphinx' as const;
  readonly labelsSpeakers = false;
  readonly maxPieceSeconds = 8;
  largestPiece = 0;
  async transcribe({ wav }: TranscriptionRequest) {
    this.largestPiece = Math.max(this.largestPiece, wav.length);
    const heard = hearWav(wav)!;
    return { words: heard.bursts.map((burst) => ({ text: 'w', ...burst })) };
  }
}

describe('defaultEpisodeAnalysis().transcribeRecording', () => {
  it('reads the recording a piece at a time, never whole', async () => {
    const recording = burstRecording(sentences(12, 3, 1));
    const wavPath = path.join(dir, 'episode.wav');
    const wav = pcmWav(recording.pcm);
    writeFileSync(wavPath, wav);
    const engine = new PieceEngine();
    const engines: TranscriptionEngines = {
      engine,
      available: ['pocketsphinx'],
      missingMessage: null,
    };

    const signal = new AbortController().signal;
    const transcript = await defaultEpisodeAnalysis(engines).transcribeRecording({
      wavPath,
      scan: await scanRecording(wavPath, signal),
      durationSeconds: recording.durationSeconds,
      signal,
      onProgress: () => {},
    });

    expect(transcript?.words).toHaveLength(recording.words.length);
    expect(reads.wholeFiles).not.toContain(wavPath);
    // No read takes more than one piece (8 s, 256 KB), a fraction of the recording.
    expect(wav.length).toBeGreaterThan(3 * engine.largestPiece);
    expect(reads.largestRead).toBeLessThanOrEqual(engine.largestPiece);
  });
});
