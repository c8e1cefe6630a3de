import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTinyMp4, makeTinyPng } from '../../../../test/fakes/fake-http.js';
import { VeoFake } from '../../../../test/fakes/veo-fake.js';
import { vendorMessages, type VendorTimeouts } from '../http.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { VideoRenderRequest } from './port.js';
import { VeoVideoEngine, veoParameters } from './veo.js';

const VENDOR_MESSAGES = vendorMessages('video');

const API_KEY = 'test-gemini-key';
const MODEL = 'veo-3.1-fast-generate-preview';

let scratch: string;
let video: Buffer;
let framePath: string;
let fake: VeoFake;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'veo-test-'));
  video = await makeTinyMp4(scratch);
  framePath = await makeTinyPng(scratch);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await VeoFake.start({ apiKey: API_KEY, model: MODEL, video });
});
afterEach(() => fake.close());

function engine(timeouts: Partial<VendorTimeouts> = {}) {
  return new VeoVideoEngine({
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
    model: MODEL,
    pollIntervalMs: 5,
    timeouts: { generationMs: 10_000, ...timeouts },
  });
}

/** A render request plus what the engine told us: saved refs (with polls seen at save time). */
async function renderRequest(overrides: Partial<VideoRenderRequest> = {}) {
  const saved: { ref: string; pollsBefore: number }[] = [];
  const request: VideoRenderRequest = {
    jobId: 'job-1',
    mode: 'text-to-video',
    prompt: 'A lighthouse at dawn, slow drone shot',
    aspectRatio: '9:16',
    resolution: '720p',
    width: 720,
    height: 1280,
    durationSeconds: 8,
    seed: 42,
    workDir: await mkdtemp(path.join(scratch, 'work-')),
    signal: new AbortController().signal,
    onProgress: () => {},
    vendorRef: null,
    saveVendorRef: async (ref) => {
      saved.push({ ref, pollsBefore: fake.requests.count('poll') });
    },
    ...overrides,
  };
  return { request, saved };
}

async function failureOf(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('veoParameters', () => {
  const text = { aspectRatio: '9:16' as const, resolution: '720p' as const, hasImage: false };

  it('rounds 720p lengths up to the next length Veo 3 accepts', () => {
    const lengths = [5, 6, 7, 8].map(
      (durationSeconds) => veoParameters(MODEL, { ...text, durationSeconds }).durationSeconds,
    );
    expect(lengths).toEqual([6, 6, 8, 8]);
  });

  it('sends 1080p as 8 s, and person generation by input', () => {
    expect(
      veoParameters(MODEL, { ...text, resolution: '1080p', durationSeconds: 5, hasImage: true }),
    ).toEqual({
      aspectRatio: '9:16',
      durationSeconds: 8,
      resolution: '1080p',
      personGeneration: 'allow_adult',
    });
  });

  it('keeps Veo 2 at 720p with its own lengths', () => {
    const veo2 = 'veo-2.0-generate-001';
    expect(veoParameters(veo2, { ...text, resolution: '1080p', durationSeconds: 7 })).toEqual({
      aspectRatio: '9:16',
      durationSeconds: 8,
      personGeneration: 'allow_all',
    });
    expect(veoParameters(veo2, { ...text, durationSeconds: 5 }).durationSeconds).toBe(5);
  });

  it('refuses square video', () => {
    expect(() => veoParameters(MODEL, { ...text, aspectRatio: '1:1', durationSeconds: 8 })).toThrow(
      EngineError,
    );
  });
});

describe('VeoVideoEngine against the fake Gemini API', () => {
  it('makes a text-to-video: documented request, ref saved before polling, MP4 downloaded', async () => {
    const { request, saved } = await renderRequest();
    const result = await engine().render(request);

    expect(result.videoPath).toBe(path.join(request.workDir, 'video.mp4'));
    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    const [create] = fake.requests.of('create');
    expect(create!.path).toBe(`/v1beta/models/${MODEL}:predictLongRunning`);
    expect(create!.json).toEqual({
      instances: [{ prompt: 'A lighthouse at dawn, slow drone shot' }],
      parameters: {
        aspectRatio: '9:16',
        durationSeconds: 8,
        resolution: '720p',
        personGeneration: 'allow_all',
      },
    });
    expect(saved).toEqual([
      { ref: expect.stringMatching(/^models\/.+\/operations\/.+/), pollsBefore: 0 },
    ]);
    expect(fake.requests.of('poll')[0]!.path).toBe(`/v1beta/${saved[0]!.ref}`);
    // The key reached the API host (download included) but not the storage host it redirected to.
    expect(fake.requests.of('download')[0]!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(fake.requests.of('storage')[0]!.headers['x-goog-api-key']).toBeUndefined();
    expect(fake.violations).toEqual([]);
  });

  it('sends the first frame inline for image to video', async () => {
    const { request } = await renderRequest({
      mode: 'veo',
      aspectRatio: '16:9',
      resolution: '1080p',
      durationSeconds: 5,
      image: { path: framePath, mimeType: 'image/png', width: 32, height: 56 },
    });
    await engine().render(request);

    const [create] = fake.requests.of('create');
    expect(create!.json).toEqual({
      instances: [
        {
          prompt: request.prompt,
          image: {
            bytesBase64Encoded: (await readFile(framePath)).toString('base64'),
            mimeType: 'image/png',
          },
        },
      ],
      parameters: {
        aspectRatio: '16:9',
        durationSeconds: 8,
        resolution: '1080p',
        personGeneration: 'allow_adult',
      },
    });
    expect(fake.violations).toEqual([]);
  });

  it('resumes a saved operation without starting (and paying for) a second one', async () => {
    fake.pendingPolls = 10; // still running when the worker "dies"
    const crash = new AbortController();
    const first = await renderRequest({ signal: crash.signal });
    const crashed = engine().render(first.request);
    await fake.requests.waitFor('poll', 1);
    crash.abort(new Error('worker died'));
    await expect(crashed).rejects.toThrow('worker died');

    const { request } = await renderRequest({ vendorRef: first.saved[0]!.ref });
    const result = await engine().render(request);
    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    expect(fake.requests.count('create')).toBe(1);
    expect(fake.violations).toEqual([]);
  });

  it('replaces a resumed operation that failed for a passing reason', async () => {
    fake.scenario = 'failure';
    fake.failure = { code: 14, message: 'The service is currently unavailable.' };
    const first = await renderRequest();
    const error = await failureOf(engine().render(first.request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.trouble, retryable: true });

    fake.scenario = 'success';
    const { request, saved } = await renderRequest({ vendorRef: first.saved[0]!.ref });
    await engine().render(request);
    expect(fake.requests.count('create')).toBe(2);
    expect(saved).toHaveLength(1);
  });

  it('fails for good with the vendor reason when the operation ends in error', async () => {
    fake.scenario = 'failure';
    const { request } = await renderRequest();
    const error = await failureOf(engine().render(request));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'The video provider could not make this video: The prompt could not be processed.',
    );
  });

  it('reports a safety block when every sample was filtered', async () => {
    fake.scenario = 'moderation';
    const { request } = await renderRequest();
    const error = await failureOf(engine().render(request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.blocked, retryable: false });
  });

  it('gives up at the generation deadline with a non-retryable timeout', async () => {
    fake.scenario = 'never-finishes';
    const { request } = await renderRequest();
    const error = await failureOf(engine({ generationMs: 150 }).render(request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.timedOut, retryable: false });
    expect(fake.requests.count('poll')).toBeGreaterThan(1);
  });

  it('classifies HTTP failures: 429 and 5xx retry, a refused key does not', async () => {
    fake.failNext('create', 429, 500);
    const busy = await failureOf(engine().render((await renderRequest()).request));
    expect(busy).toMatchObject({ message: VENDOR_MESSAGES.busy, retryable: true });
    const broken = await failureOf(engine().render((await renderRequest()).request));
    expect(broken).toMatchObject({ message: VENDOR_MESSAGES.trouble, retryable: true });

    const wrongKey = new VeoVideoEngine({ apiKey: 'nope', baseUrl: fake.baseUrl, model: MODEL });
    const refused = await failureOf(wrongKey.render((await renderRequest()).request));
    expect(refused).toMatchObject({ message: VENDOR_MESSAGES.credentials, retryable: false });
    fake.violations.length = 0; // the wrong key was this test's own doing
  });

  it('waits out a few failed polls of a running operation', async () => {
    fake.pendingPolls = 1;
    fake.failNext('poll', 429, 503);
    const { request } = await renderRequest();
    const result = await engine().render(request);
    expect((await readFile(result.videoPath)).equals(video)).toBe(true);
    expect(fake.requests.count('poll')).toBe(4);
    expect(fake.requests.count('create')).toBe(1);
  });

  it('reports an unreachable vendor as retryable', async () => {
    const unreachable = engine();
    await fake.close();
    const error = await failureOf(unreachable.render((await renderRequest()).request));
    expect(error).toMatchObject({ message: VENDOR_MESSAGES.unreachable, retryable: true });
    fake = await VeoFake.start({ apiKey: API_KEY, model: MODEL, video });
  });

  it('stops polling at once when the job is aborted, with the job’s own reason', async () => {
    fake.scenario = 'never-finishes';
    const controller = new AbortController();
    const { request } = await renderRequest({ signal: controller.signal });
    const rendering = engine().render(request);
    await fake.requests.waitFor('poll', 2);
    const reason = new Error('job timed out');
    controller.abort(reason);
    await expect(rendering).rejects.toBe(reason);
    const polls = fake.requests.count('poll');
    await new Promise((resolve) => setTimeout(resolve, 30)); // several poll intervals
    expect(fake.requests.count('poll')).toBe(polls);
  });
});
