import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf as engineFailureOf } from '../../../../test/fakes/engine-failure.js';
import { FAKE_SOUL_STYLES, HiggsfieldFake } from '../../../../test/fakes/higgsfield-fake.js';
import type { VendorTimeouts } from '../http.js';
import { REFERENCE_FAILED } from './higgsfield-contract.js';
import { HiggsfieldImageEngine } from './higgsfield.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { BuildReferenceRequest, GenerateImageRequest, ReferenceProfile } from './port.js';
import { vendorMessages } from '../vendor-failure.js';

const IMAGE_VENDOR_MESSAGES = vendorMessages('image');

const KEY = 'hf-key-id';
const SECRET = 'hf-key-secret';
const MODEL = 'higgsfield-ai/soul/standard';

let scratch: string;
let resultPng: Buffer;
let thumbnailJpeg: Buffer;
let photos: { path: string; mimeType: string; width: number; height: number }[];
let fake: HiggsfieldFake;

function picture(width: number, height: number, colour: string, format: 'png' | 'jpeg') {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'higgsfield-test-'));
  resultPng = picture(96, 64, '#3366cc', 'png');
  thumbnailJpeg = picture(48, 48, '#cc6633', 'jpeg');
  photos = [];
  for (const [index, format] of (['jpeg', 'png'] as const).entries()) {
    const file = path.join(scratch, `photo-${index}.${format === 'png' ? 'png' : 'jpg'}`);
    await writeFile(file, picture(40, 50, '#22aa88', format));
    photos.push({ path: file, mimeType: `image/${format}`, width: 40, height: 50 });
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await HiggsfieldFake.start({
    apiKey: KEY,
    apiSecret: SECRET,
    model: MODEL,
    image: resultPng,
    thumbnail: thumbnailJpeg,
  });
});
afterEach(() => fake.close());

function engine(
  generationMs = 10_000,
  credentials = { apiKey: KEY, apiSecret: SECRET },
  paletteOf?: (request: BuildReferenceRequest) => Promise<string[]>,
) {
  const timeouts: Partial<VendorTimeouts> = { generationMs };
  return new HiggsfieldImageEngine({
    ...credentials,
    paletteOf,
    baseUrl: fake.baseUrl,
    soulModel: MODEL,
    pollIntervalMs: { image: 5, reference: 5 },
    timeouts: { image: timeouts, reference: timeouts },
  });
}

async function generateRequest(overrides: Partial<GenerateImageRequest> = {}) {
  const saved: { ref: string; pollsBefore: number }[] = [];
  const request: GenerateImageRequest = {
    id: 'image-1',
    workDir: await mkdtemp(path.join(scratch, 'work-')),
    signal: new AbortController().signal,
    prompt: 'A lighthouse at dawn',
    width: 2048,
    height: 1152,
    quality: '1080p',
    seed: 4242,
    style: null,
    reference: null,
    vendorRef: null,
    saveVendorRef: async (ref) => {
      saved.push({ ref, pollsBefore: fake.requests.count('status') });
    },
    ...overrides,
  };
  return { request, saved };
}

async function referenceRequest(overrides: Partial<BuildReferenceRequest> = {}) {
  const saved: string[] = [];
  const request: BuildReferenceRequest = {
    id: 'reference-1',
    workDir: await mkdtemp(path.join(scratch, 'work-')),
    signal: new AbortController().signal,
    name: 'Ada',
    images: photos,
    vendorRef: null,
    saveVendorRef: async (ref) => {
      saved.push(ref);
    },
    ...overrides,
  };
  return { request, saved };
}

const failureOf = (promise: Promise<unknown>) => engineFailureOf(promise, EngineError);

describe('HiggsfieldImageEngine.generateImage against the fake Higgsfield API', () => {
  it('submits the documented Soul input, saves the request id, polls, downloads the image', async () => {
    fake.pendingPolls = 2;
    const style = { ...FAKE_SOUL_STYLES[0]!, description: '' };
    const { request, saved } = await generateRequest({ style });
    const image = await engine().generateImage(request);

    expect(image).toMatchObject({ mimeType: 'image/png', width: 96, height: 64 });
    expect(image.path).toBe(path.join(request.workDir, 'image.png'));
    expect((await readFile(image.path)).equals(resultPng)).toBe(true);
    const [submit] = fake.requests.of('submit');
    expect(submit!.path).toBe(`/${MODEL}`);
    expect(submit!.headers.authorization).toBe(`Key ${KEY}:${SECRET}`);
    expect(submit!.json).toEqual({
      prompt: 'A lighthouse at dawn',
      aspect_ratio: '16:9',
      resolution: '1080p',
      seed: 4242,
      batch_size: 1,
      enhance_prompt: false,
      style_id: style.id,
    });
    expect(saved).toEqual([{ ref: expect.any(String), pollsBefore: 0 }]);
    expect(fake.requests.of('status').map((entry) => entry.path)).toEqual(
      Array(3).fill(`/requests/${saved[0]!.ref}/status`),
    );
    expect(fake.violations).toEqual([]);
  });

  it('uses a Higgsfield reference by id and leaves a local one out', async () => {
    const built = await engine().buildReference((await referenceRequest()).request);
    const thumbnail = { ...photos[0]!, path: built.thumbnail.path };
    const vendorReference: ReferenceProfile = {
      engine: 'higgsfield',
      vendorId: built.vendorId,
      thumbnail,
      palette: [],
    };
    await engine().generateImage((await generateRequest({ reference: vendorReference })).request);
    const local: ReferenceProfile = { engine: 'local', vendorId: null, thumbnail, palette: [] };
    await engine().generateImage((await generateRequest({ reference: local })).request);

    const [withReference, withoutReference] = fake.requests.of('submit');
    expect(withReference!.json).toMatchObject({ custom_reference_id: built.vendorId });
    expect(withoutReference!.json).not.toHaveProperty('custom_reference_id');
    expect(fake.violations).toEqual([]);
  });

  it.each([
    ['nsfw', IMAGE_VENDOR_MESSAGES.blocked],
    ['failed', IMAGE_VENDOR_MESSAGES.failed()],
  ] as const)('reports a %s request as a final, readable failure', async (scenario, message) => {
    fake.scenario = scenario;
    const error = await failureOf(engine().generateImage((await generateRequest()).request));
    expect(error).toMatchObject({ message, retryable: false });
  });

  it('resumes a saved request without submitting (and paying) again', async () => {
    fake.pendingPolls = 10; // still running when the worker "dies"
    const crash = new AbortController();
    const first = await generateRequest({ signal: crash.signal });
    const crashed = engine().generateImage(first.request);
    await fake.requests.waitFor('status', 1);
    crash.abort(new Error('worker died'));
    await expect(crashed).rejects.toThrow('worker died');

    const { request, saved } = await generateRequest({ vendorRef: first.saved[0]!.ref });
    const image = await engine().generateImage(request);
    expect((await readFile(image.path)).equals(resultPng)).toBe(true);
    expect(fake.requests.count('submit')).toBe(1);
    expect(saved).toEqual([]);
  });

  it('retries 5xx and 429 as temporary, refused credentials and credits as final', async () => {
    fake.failNext('submit', 502, 429, 403);
    const broken = await failureOf(engine().generateImage((await generateRequest()).request));
    expect(broken).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.trouble, retryable: true });
    const busy = await failureOf(engine().generateImage((await generateRequest()).request));
    expect(busy).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.busy, retryable: true });
    const credits = await failureOf(engine().generateImage((await generateRequest()).request));
    expect(credits).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.outOfCredit, retryable: false });

    const image = await engine().generateImage((await generateRequest()).request);
    expect(image.mimeType).toBe('image/png');

    const wrong = engine(10_000, { apiKey: KEY, apiSecret: 'wrong' });
    const refused = await failureOf(wrong.generateImage((await generateRequest()).request));
    expect(refused).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.credentials, retryable: false });
    fake.violations.length = 0; // this test sent a bad secret on purpose
  });

  it('waits out a few failed polls instead of failing a paid request', async () => {
    fake.failNext('status', 503, 500);
    const image = await engine().generateImage((await generateRequest()).request);
    expect(image.width).toBe(96);
    expect(fake.requests.count('submit')).toBe(1);
  });

  it('gives up at the generation cap with a non-retryable timeout', async () => {
    fake.scenario = 'never-finishes';
    const error = await failureOf(engine(150).generateImage((await generateRequest()).request));
    expect(error).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.timedOut, retryable: false });
  });

  it('stops at once when the job is aborted, with the job’s own reason', async () => {
    fake.scenario = 'never-finishes';
    const controller = new AbortController();
    const { request } = await generateRequest({ signal: controller.signal });
    const generating = engine().generateImage(request);
    await fake.requests.waitFor('status', 2);
    const reason = new Error('worker stopping');
    controller.abort(reason);
    await expect(generating).rejects.toBe(reason);
  });
});

describe('HiggsfieldImageEngine.buildReference against the fake Higgsfield API', () => {
  it('uploads every photo, creates the reference, polls it and downloads its thumbnail', async () => {
    const { request, saved } = await referenceRequest();
    const built = await engine().buildReference(request);

    expect(built.vendorId).toBe(saved[0]);
    expect(built.palette).toEqual([]); // no palette analysis given
    expect(built.thumbnail).toMatchObject({ mimeType: 'image/jpeg', width: 48, height: 48 });
    expect((await readFile(built.thumbnail.path)).equals(thumbnailJpeg)).toBe(true);
    expect(fake.requests.of('upload-url').map((entry) => entry.json)).toEqual([
      { content_type: 'image/jpeg' },
      { content_type: 'image/png' },
    ]);
    const [create] = fake.requests.of('create-reference');
    const body = create!.json as { input_images: { image_url: string }[] };
    expect(body).toMatchObject({ name: 'Ada', model_version: 'v1' });
    for (const [index, image] of body.input_images.entries()) {
      expect(fake.uploaded(image.image_url)?.equals(await readFile(photos[index]!.path))).toBe(
        true,
      );
    }
    expect(create!.headers).toMatchObject({ 'hf-api-key': KEY, 'hf-secret': SECRET });
    expect(fake.violations).toEqual([]);
  });

  it('takes the palette from the analysis it is given, once the reference is built', async () => {
    const analysed: BuildReferenceRequest[] = [];
    const paletteOf = async (request: BuildReferenceRequest) => {
      analysed.push(request);
      expect(fake.requests.count('cdn')).toBe(1); // after the thumbnail, never for a failure
      return ['#112233', '#445566', '#778899'];
    };
    const { request } = await referenceRequest();
    const built = await engine(10_000, undefined, paletteOf).buildReference(request);
    expect(built.palette).toEqual(['#112233', '#445566', '#778899']);
    expect(analysed).toEqual([request]);

    fake.scenario = 'failed';
    await failureOf(engine(10_000, undefined, paletteOf).buildReference(request));
    expect(analysed).toHaveLength(1);
  });

  it('resumes a saved reference without uploading or creating it again', async () => {
    fake.pendingPolls = 10;
    const crash = new AbortController();
    const first = await referenceRequest({ signal: crash.signal });
    const crashed = engine().buildReference(first.request);
    await fake.requests.waitFor('reference', 1);
    crash.abort(new Error('worker died'));
    await expect(crashed).rejects.toThrow('worker died');

    const { request } = await referenceRequest({ vendorRef: first.saved[0]! });
    const built = await engine().buildReference(request);
    expect(built.vendorId).toBe(first.saved[0]);
    expect(fake.requests.count('create-reference')).toBe(1);
    expect(fake.requests.count('put')).toBe(2);
  });

  it('reports a failed reference with Higgsfield’s reason, for good', async () => {
    fake.scenario = 'failed';
    const error = await failureOf(engine().buildReference((await referenceRequest()).request));
    expect(error).toMatchObject({
      message: REFERENCE_FAILED('No face was found in the photos.'),
      retryable: false,
    });
  });

  it('treats a failed upload to the CDN as temporary', async () => {
    fake.failNext('put', 503);
    const error = await failureOf(engine().buildReference((await referenceRequest()).request));
    expect(error).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.trouble, retryable: true });
    expect(fake.requests.count('create-reference')).toBe(0);
  });
});

describe('HiggsfieldImageEngine.listStyles', () => {
  it('lists Soul styles as id, name and description', async () => {
    const styles = await engine().listStyles(new AbortController().signal);
    expect(styles).toEqual([
      {
        id: FAKE_SOUL_STYLES[0]!.id,
        name: 'Oil Painting',
        description: 'Classical oil painting style',
      },
      { id: FAKE_SOUL_STYLES[1]!.id, name: 'Realistic', description: '' },
    ]);
    expect(fake.violations).toEqual([]);
  });
});
