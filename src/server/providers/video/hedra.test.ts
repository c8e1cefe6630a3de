import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTinyMp4, makeTinyPng, makeTinyWav } from '../../../../test/fakes/fake-http.js';
import { HedraFake } from '../../../../test/fakes/hedra-fake.js';
import { HedraVideoEngine } from './hedra.js';
import { vendorMessages, type VendorTimeouts } from '../http.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { VideoRenderRequest } from './port.js';

const VENDOR_MESSAGES = vendorMessages('video');

const API_KEY = 'sk_hedra_test';
const MODEL_SLUG = 'together/hedra-avatar';

let scratch: string;
let video: Buffer;
let portraitPath: string;
let audioPath: string;
let fake: HedraFake;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'hedra-test-'));
  video = await makeTinyMp4(scratch);
  portraitPath = await makeTinyPng(scratch, 'portrait.png');
  audioPath = await makeTinyWav(scratch);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await HedraFake.start({ apiKey: API_KEY, modelSlug: MODEL_SLUG, video });
});
afterEach(() => fake.close());

function engine(timeouts: Partial<VendorTimeouts> = {}) {
  return new HedraVideoEngine({
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
    modelSlug: MODEL_SLUG,
    pollIntervalMs: 5,
    timeouts: { generationMs: 10_000, ...timeouts },
  });
}

async function renderRequest(overrides: Partial<VideoRenderRequest> = {}) {
  const saved: { ref: string; pollsBefore: number }[] = [];
  const progress: number[] = [];
  const request: VideoRenderRequest = {
    jobId: 'job-1',
    mode: 'hedra',
    prompt: 'A podcast host talking warmly in a studio',
    aspectRatio: '9:16',
    resolution: '540p',
    width: 540,
    height: 960,
    durationSeconds: 12.34,
    seed: 777,
    image: { path: portraitPath, mimeType: 'image/png', width: 32, height: 56 },
    audio: { path: audioPath, mimeType: 'audio/wav' },
    workDir: await mkdtemp(path.join(scratch, 'work-')),
    signal: new AbortController().signal,
    onProgress: (percent) => progress.push(percent),
    vendorRef: null,
    saveVendorRef: async (ref) => {
      saved.push({ ref, pollsBefore: fake.requests.count('status') });
    },
    ...overrides,
  };
  return { request, saved, progress };
}

async function failureOf(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('HedraVideoEngine against the fake Hedra API', () => {
  it('uploads both assets, starts the documented generation, reports progress, downloads', async () => {
    fake.pendingPolls = 2;
    const { request, saved, progress } = await renderRequest();
    const result = await engine().render(request);

    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    const [imageAsset, audioAsset] = fake.requests.of('create-asset');
    expect(imageAsset!.json).toEqual({ name: 'portrait.png', type: 'image' });
    expect(audioAsset!.json).toEqual({ name: 'voice.wav', type: 'audio' });
    const [imageUpload, audioUpload] = fake.requests.of('upload');
    expect(imageUpload!.file).toMatchObject({ name: 'portrait.png', type: 'image/png' });
    expect(imageUpload!.file!.bytes.equals(await readFile(portraitPath))).toBe(true);
    expect(audioUpload!.file!.bytes.equals(await readFile(audioPath))).toBe(true);

    const [generation] = fake.requests.of('create-generation');
    expect(generation!.json).toEqual({
      type: 'video',
      model_slug: MODEL_SLUG,
      start_keyframe_id: expect.any(String),
      audio_id: expect.any(String),
      generated_video_inputs: {
        text_prompt: 'A podcast host talking warmly in a studio',
        aspect_ratio: '9:16',
        resolution: '540p',
        duration_ms: 12_340,
        seed: 777,
      },
    });
    expect(saved).toEqual([{ ref: expect.any(String), pollsBefore: 0 }]);
    expect(fake.requests.of('status')[0]!.path).toBe(
      `/web-app/public/generations/${saved[0]!.ref}/status`,
    );
    expect(progress).toEqual([0, 33, 67]);
    expect(fake.requests.of('storage')[0]!.headers['x-api-key']).toBeUndefined();
    expect(fake.violations).toEqual([]);
  });

  it('resumes a saved generation without uploading or generating again', async () => {
    fake.pendingPolls = 10; // still running when the worker "dies"
    const crash = new AbortController();
    const first = await renderRequest({ signal: crash.signal });
    const crashed = engine().render(first.request);
    await fake.requests.waitFor('status', 1);
    crash.abort(new Error('worker died'));
    await expect(crashed).rejects.toThrow('worker died');

    const { request } = await renderRequest({ vendorRef: first.saved[0]!.ref });
    const result = await engine().render(request);
    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    expect(fake.requests.count('create-generation')).toBe(1);
    expect(fake.requests.count('upload')).toBe(2);
    expect(fake.violations).toEqual([]);
  });

  it('replaces a resumed generation that failed for a passing reason', async () => {
    fake.scenario = 'failure';
    fake.failure = { type: 'INTERNAL', message: 'Worker crashed' };
    const first = await renderRequest();
    const error = await failureOf(engine().render(first.request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.trouble, retryable: true });

    fake.scenario = 'success';
    const { request } = await renderRequest({ vendorRef: first.saved[0]!.ref });
    await engine().render(request);
    expect(fake.requests.count('create-generation')).toBe(2);
  });

  it.each([
    ['MODERATION_FAILED', VENDOR_MESSAGES.blocked, false],
    ['INSUFFICIENT_BALANCE', VENDOR_MESSAGES.outOfCredit, false],
    [
      'INVALID_ARGUMENT',
      'The video provider rejected the request: The audio file could not be decoded.',
      false,
    ],
    ['RESOURCE_EXHAUSTED', VENDOR_MESSAGES.busy, true],
    ['INTERNAL', VENDOR_MESSAGES.trouble, true],
  ])('maps a %s failure to a readable, correctly retryable error', async (type, message, retry) => {
    fake.scenario = 'failure';
    fake.failure = { type, message: 'The audio file could not be decoded' };
    const { request } = await renderRequest();
    const error = await failureOf(engine().render(request));
    expect(error).toMatchObject({ message, retryable: retry });
  });

  it('reports a moderation block', async () => {
    fake.scenario = 'moderation';
    const error = await failureOf(engine().render((await renderRequest()).request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.blocked, retryable: false });
  });

  it('gives up at the generation deadline with a non-retryable timeout', async () => {
    fake.scenario = 'never-finishes';
    const { request } = await renderRequest();
    const error = await failureOf(engine({ generationMs: 150 }).render(request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.timedOut, retryable: false });
  });

  it('classifies HTTP failures: 429 and 5xx retry, 422 and a refused key do not', async () => {
    fake.failNext('create-asset', 429);
    fake.failNext('create-generation', 502);
    const busy = await failureOf(engine().render((await renderRequest()).request));
    expect(busy).toMatchObject({ message: VENDOR_MESSAGES.busy, retryable: true });
    const broken = await failureOf(engine().render((await renderRequest()).request));
    expect(broken).toMatchObject({ message: VENDOR_MESSAGES.trouble, retryable: true });

    const wrongKey = new HedraVideoEngine({
      apiKey: 'sk_hedra_wrong',
      baseUrl: fake.baseUrl,
      modelSlug: MODEL_SLUG,
    });
    const refused = await failureOf(wrongKey.render((await renderRequest()).request));
    expect(refused).toMatchObject({ message: VENDOR_MESSAGES.credentials, retryable: false });

    const wrongModel = new HedraVideoEngine({
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      modelSlug: 'together/unknown',
    });
    const invalid = await failureOf(wrongModel.render((await renderRequest()).request));
    expect(invalid.retryable).toBe(false);
    expect(invalid.message).toBe(
      'The video provider rejected the request: body: create-generation: unexpected model_slug.',
    );
    fake.violations.length = 0; // this test sent the bad key and slug on purpose
  });

  it('waits out a few failed status polls, then retries a failed download', async () => {
    fake.failNext('status', 500, 429);
    fake.failNext('storage', 503);
    const first = await renderRequest();
    const error = await failureOf(engine().render(first.request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.downloadFailed, retryable: true });
    expect(fake.requests.count('create-generation')).toBe(1);

    const retry = await renderRequest({ vendorRef: first.saved[0]!.ref });
    const result = await engine().render(retry.request);
    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    expect(fake.requests.count('create-generation')).toBe(1);
  });

  it('stops at once when the job is aborted, with the job’s own reason', async () => {
    fake.scenario = 'never-finishes';
    const controller = new AbortController();
    const { request } = await renderRequest({ signal: controller.signal });
    const rendering = engine().render(request);
    await fake.requests.waitFor('status', 2);
    const reason = new Error('worker stopping');
    controller.abort(reason);
    await expect(rendering).rejects.toBe(reason);
  });

  it('refuses a podcast clip without audio before calling Hedra', async () => {
    const { request } = await renderRequest({ audio: undefined });
    const error = await failureOf(engine().render(request));
    expect(error.retryable).toBe(false);
    expect(fake.requests.entries).toEqual([]);
  });
});
