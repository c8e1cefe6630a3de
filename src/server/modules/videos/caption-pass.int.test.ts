import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionCue } from '@shared/voiceovers';
import { loadConfig } from '../../config.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { LocalStorage } from '../../platform/storage/local.js';
import { createServices, type Services } from '../../services.js';
import { band, brightPixels, grayFrame, meanDifference } from '../../../../test/fixtures/frames.js';
import { FakeVideoEngine, registryOf, tempDir } from '../../../../test/fixtures/videos.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { insertUserWithCredits } from '../../../../test/helpers/users.js';
import { videoRenders } from './jobs.js';
import { findJobForWorker, insertVideoJob } from './repo.js';

/**
 * The renderer's caption pass: an engine that hands back a finished MP4 without the job's
 * captions (as Hedra does) gets them burned in by one more real ffmpeg pass, made for the
 * video's actual frame size; a job without captions, or whose engine drew them, is stored
 * exactly as the engine made it.
 */

let db: TestDatabase;
let scratch: { dir: string; remove(): Promise<void> };
let storage: LocalStorage;
let services: Services;
let media: MediaToolkit;
/** Every ffmpeg run the renderer makes (posters are extracted apart from these). */
const runs: string[][] = [];
let countedMedia: MediaToolkit;
/** The vendor's video: 360×640 (not the 540×960 asked), 2 s, a flat dark picture, AAC. */
let vendorVideo: string;
let vendorPoster: string;
/** How the engine answers a job (by id): which video it delivers, whether it drew captions. */
const answers = new Map<string, { video?: string; captionsBurned?: boolean }>();
const engine = new FakeVideoEngine(async (request) => {
  request.onProgress(100);
  const { video = vendorVideo, captionsBurned } = answers.get(request.jobId) ?? {};
  const videoPath = path.join(request.workDir, 'vendor.mp4');
  const posterPath = path.join(request.workDir, 'vendor.jpg');
  await copyFile(video, videoPath);
  await copyFile(vendorPoster, posterPath);
  return { videoPath, posterPath, ...(captionsBurned && { captionsBurned }) };
});
const renderer = () =>
  videoRenders({
    ...services,
    media: countedMedia,
    engines: services.videoEngines,
  });

const CUES: CaptionCue[] = [
  { startMs: 100, endMs: 900, text: 'Captions on a vendor clip' },
  { startMs: 1800, endMs: 2600, text: 'cut at the end' },
  { startMs: 2600, endMs: 3000, text: 'never shown' },
];

beforeAll(async () => {
  db = await createTestDatabase();
  scratch = await tempDir('reelcast-caption-pass-');
  storage = new LocalStorage({ root: path.join(scratch.dir, 'files'), secret: 'test-secret' });
  const config = loadConfig({ DATA_DIR: scratch.dir, LOG_LEVEL: 'silent' });
  services = createServices(config, {
    database: db.database,
    storage,
    videoEngines: registryOf(engine),
  });
  media = services.media;
  countedMedia = {
    ...media,
    run: (args, options) => {
      runs.push([...args]);
      return media.run(args, options);
    },
  };
  vendorVideo = path.join(scratch.dir, 'vendor.mp4');
  vendorPoster = path.join(scratch.dir, 'vendor.jpg');
  await media.run([
    ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x283848:s=360x640:r=25:d=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=44100:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    vendorVideo,
  ]);
  await media.extractPoster(vendorVideo, vendorPoster);
});
afterAll(async () => {
  await db.dispose();
  await scratch.remove();
});

/** A paid, queued 2 s podcast clip (9:16, 540p) with these captions, as the studio makes it. */
async function newJob(captions: CaptionCue[] | null) {
  const { database } = db;
  const { credits } = services;
  const { id: userId } = await insertUserWithCredits(database.db, credits, 100);
  const id = randomUUID();
  const charge = await credits.charge({
    userId,
    amount: 10,
    idempotencyKey: `charge:video:${id}`,
    reason: 'Video (hedra, 2 s)',
  });
  return insertVideoJob(database.db, {
    id,
    userId,
    mode: 'hedra',
    prompt: 'Podcast studio',
    aspectRatio: '9:16',
    resolution: '540p',
    durationSeconds: 2,
    seed: 1,
    cost: 10,
    chargeEntryId: charge.entryId,
    engine: 'local',
    captions,
  });
}

/** Renders the job in this process; returns its row and the progress it reported. */
async function render(jobId: string) {
  const progress: number[] = [];
  await renderer().run(jobId, {
    signal: new AbortController().signal,
    reportProgress: (percent) => void progress.push(percent),
  });
  return { row: (await findJobForWorker(db.database.db, jobId))!, progress };
}

async function stored(key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const file = path.join(scratch.dir, path.basename(key));
  await pipeline(object.body, createWriteStream(file));
  return file;
}

const captionBand = (frame: Awaited<ReturnType<typeof grayFrame>>) =>
  brightPixels(band(frame, 0.66, 0.77));

describe('the caption pass after an engine that does not draw captions', () => {
  it('burns the cues into the vendor video at its own size, sound copied', async () => {
    const job = await newJob(CUES);
    runs.length = 0;
    const { row, progress } = await render(job.id);
    expect(row).toMatchObject({ status: 'succeeded', progress: 100, refunded: false });

    // The engine was given the cues cut to the clip's length.
    expect(engine.requests.at(-1)!.captions).toEqual([
      CUES[0],
      { startMs: 1800, endMs: 2000, text: 'cut at the end' },
    ]);
    // One extra ffmpeg run: the pass, with the ass filter.
    expect(runs).toHaveLength(1);
    expect(runs[0]!.join(' ')).toMatch(/\[0:v:0\]ass=filename=.*captions-pass\.ass:fontsdir=/);
    // The engine's 100 % is the job's 90 %: the pass had the rest of the bar.
    expect(progress[0]).toBe(90);

    const output = await stored(row.outputKey!);
    expect(await readFile(output)).not.toEqual(await readFile(vendorVideo));
    const probe = await media.probe(output);
    // At the vendor's own 25 fps: no frame of its lip sync is dropped.
    expect(probe.video).toMatchObject({ codec: 'h264', width: 360, height: 640, frameRate: 25 });
    expect(probe.audio).toMatchObject({ codec: 'aac', sampleRate: 44100 });
    expect(Math.abs(probe.durationSeconds! - 2)).toBeLessThanOrEqual(0.1);

    // While the first cue shows: white text in the band above where a waveform would be...
    const vendorDuring = await grayFrame(media, vendorVideo, 0.5);
    const storedDuring = await grayFrame(media, output, 0.5);
    expect(captionBand(vendorDuring)).toBe(0);
    expect(captionBand(storedDuring)).toBeGreaterThan(100);
    // ...and nowhere else: between cues the picture is the vendor's.
    const vendorBetween = await grayFrame(media, vendorVideo, 1.4);
    const storedBetween = await grayFrame(media, output, 1.4);
    expect(meanDifference(vendorBetween, storedBetween)).toBeLessThan(1);

    // The poster is taken from the captioned video (0.5 s in), not the engine's own poster.
    const poster = await grayFrame(media, await stored(row.posterKey!), 0);
    expect(captionBand(poster)).toBeGreaterThan(100);
  });

  it('stores the engine’s video as it is when the job has no captions', async () => {
    for (const captions of [null, []]) {
      const job = await newJob(captions);
      runs.length = 0;
      const { row, progress } = await render(job.id);
      expect(row.status).toBe('succeeded');
      expect(engine.requests.at(-1)).not.toHaveProperty('captions');
      expect(runs).toEqual([]);
      expect(progress[0]).toBe(100);
      expect(await readFile(await stored(row.outputKey!))).toEqual(await readFile(vendorVideo));
      expect(await readFile(await stored(row.posterKey!))).toEqual(await readFile(vendorPoster));
    }
  });

  it('stores the engine’s video as it is when the engine drew the captions itself', async () => {
    const job = await newJob(CUES);
    answers.set(job.id, { captionsBurned: true });
    runs.length = 0;
    const { row } = await render(job.id);
    expect(row.status).toBe('succeeded');
    expect(runs).toEqual([]);
    expect(await readFile(await stored(row.outputKey!))).toEqual(await readFile(vendorVideo));
  });

  it('leaves a failed pass to the job platform’s retry: a plain error, no refund', async () => {
    const job = await newJob(CUES);
    // A video whose sound an MP4 cannot carry (A-law PCM in a QuickTime file): the pass copies
    // the sound, so the real ffmpeg fails to write it.
    const quicktime = path.join(scratch.dir, 'alaw.mov');
    await media.run([
      ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=360x640:r=24:d=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=8000:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'pcm_alaw'],
      quicktime,
    ]);
    answers.set(job.id, { video: quicktime });
    const error = await renderer()
      .run(job.id, { signal: new AbortController().signal, reportProgress: () => {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'Error',
      message: 'Burning the captions into the video failed',
    });
    expect(await findJobForWorker(db.database.db, job.id)).toMatchObject({
      status: 'processing',
      refunded: false,
      outputKey: null,
    });
  });
});
