import type * as fs from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { momentRequestSchema } from '@shared/episodes';
import {
  pcmWav,
  transcribeRecording,
  type TranscriptionEngine,
  type TranscriptionEngines,
  type TranscriptionRequest,
} from '../../providers/transcription/index.js';
import { burstRecording, hearWav, sentences } from '../../../../test/fakes/heard-words.js';
import { defaultEpisodeAnalysis, scanRecording } from './analysis.js';
import { findEpisodeMoments } from './moments/index.js';

/**
 * An episode's analysis streams its WAV once (decision 073): the one scan's frame levels give
 * the transcriber its pauses (where pieces are cut) and the moment finder its speech and
 * energy. The words and moments are those of the two separate reads it replaced.
 */

const streamed = vi.hoisted(() => ({ passes: [] as string[] }));

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  const watched = {
    ...actual,
    createReadStream: ((file: fs.PathLike, ...rest: unknown[]) => {
      streamed.passes.push(String(file));
      return (actual.createReadStream as (...args: unknown[]) => fs.ReadStream)(file, ...rest);
    }) as typeof actual.createReadStream,
  };
  return { ...watched, default: watched };
});

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-recording-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Hears each burst as a word; the last of a sentence ends it (the moments are sentences). */
class BurstEngine implements TranscriptionEngine {
  readonly engine = 'pocketsphinx' as const;
  readonly labelsSpeakers = false;
  readonly maxPieceSeconds = 8;
  async transcribe({ wav }: TranscriptionRequest) {
    const { bursts } = hearWav(wav)!;
    return { words: bursts.map((burst, k) => ({ text: k % 3 === 2 ? 'w.' : 'w', ...burst })) };
  }
}

describe('one scan of the recording', () => {
  it('gives the words and moments two reads gave, streaming the WAV once', async () => {
    const recording = burstRecording(sentences(40, 3, 1.2));
    const wavPath = path.join(dir, 'episode.wav');
    writeFileSync(wavPath, pcmWav(recording.pcm));
    const engine = new BurstEngine();
    const engines: TranscriptionEngines = {
      engine,
      available: [engine.engine],
      missingMessage: null,
    };
    const { durationSeconds } = recording;
    const request = momentRequestSchema.parse({ minSeconds: 15, maxSeconds: 30 });
    const signal = new AbortController().signal;

    // Before: the transcriber and the moment finder each streamed the WAV.
    const before = await transcribeRecording({ engine, wavPath, signal });
    const momentsBefore = await findEpisodeMoments({
      words: before.words,
      wavPath,
      durationSeconds,
      request,
    });
    expect(streamed.passes).toEqual([wavPath, wavPath]);
    expect(momentsBefore.length).toBeGreaterThan(1);

    streamed.passes = [];
    const analysis = defaultEpisodeAnalysis(engines);
    const scan = await scanRecording(wavPath, signal);
    const onProgress = () => {};
    const heard = await analysis.transcribeRecording({
      wavPath,
      scan,
      durationSeconds,
      signal,
      onProgress,
    });
    const moments = await analysis.findMoments({
      words: heard!.words,
      scan,
      durationSeconds,
      request,
      signal,
      onProgress,
    });
    expect(streamed.passes).toEqual([wavPath]);
    expect(heard!.words).toEqual(before.words);
    expect(moments).toEqual(momentsBefore);
  });
});
