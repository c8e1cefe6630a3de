import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf as engineFailureOf } from '../../../../test/fakes/engine-failure.js';
import { OpenAiImagesFake } from '../../../../test/fakes/openai-images-fake.js';
import { OpenAiImageArtist, openAiImageSize } from './openai-images.js';
import { retryAfterMs } from '../http.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { PortraitRequest } from './port.js';
import { vendorMessages } from '../vendor-failure.js';

const IMAGE_VENDOR_MESSAGES = vendorMessages('image');

const API_KEY = 'sk-test-images';

let scratch: string;
let png: Buffer;
let fake: OpenAiImagesFake;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'openai-images-test-'));
  const canvas = createCanvas(64, 64);
  const context = canvas.getContext('2d');
  context.fillStyle = '#884422';
  context.fillRect(0, 0, 64, 64);
  png = canvas.toBuffer('image/png');
});
afterAll(() => rm(scratch, { recursive: true, force: true }));
beforeEach(async () => {
  fake = await OpenAiImagesFake.start({ apiKey: API_KEY, image: png });
});
afterEach(() => fake.close());

function artist(options: { model?: string; apiKey?: string; generationMs?: number } = {}) {
  return new OpenAiImageArtist({
    apiKey: options.apiKey ?? API_KEY,
    baseUrl: fake.baseUrl,
    model: options.model ?? 'gpt-image-1',
    timeouts: { generationMs: options.generationMs ?? 10_000 },
  });
}

async function portraitRequest(overrides: Partial<PortraitRequest> = {}): Promise<PortraitRequest> {
  return {
    id: 'character-1',
    workDir: await mkdtemp(path.join(scratch, 'work-')),
    signal: new AbortController().signal,
    name: 'Maya',
    description: 'A tech podcast host with short silver hair',
    style: 'modern professional',
    seed: 7,
    vendorRef: null,
    saveVendorRef: () => Promise.reject(new Error('a synchronous call has nothing to save')),
    ...overrides,
  };
}

const failureOf = (promise: Promise<unknown>) => engineFailureOf(promise, EngineError);

describe('OpenAiImageArtist against a fake OpenAI-compatible images API', () => {
  it('asks for one square portrait with the bearer key and saves the base64 answer', async () => {
    const request = await portraitRequest();
    const image = await artist().generatePortrait(request);

    expect(image).toEqual({
      path: path.join(request.workDir, 'portrait.png'),
      mimeType: 'image/png',
      width: 64,
      height: 64,
    });
    expect((await readFile(image.path)).equals(png)).toBe(true);
    const [call] = fake.requests.of('generate');
    expect(call!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.json).toEqual({
      model: 'gpt-image-1',
      prompt: expect.stringContaining('Maya'),
      n: 1,
      size: '1024x1024',
    });
    const prompt = (call!.json as { prompt: string }).prompt;
    expect(prompt).toContain('A tech podcast host with short silver hair');
    expect(prompt).toContain('modern professional');
    expect(fake.violations).toEqual([]);
  });

  it('asks for a landscape background and downloads a url answer without the key', async () => {
    fake.scenario = 'url';
    const request = await portraitRequest({ name: 'Deep Dive', description: 'Cosy wooden studio' });
    const image = await artist().generateBackground(request);

    expect(image.path).toBe(path.join(request.workDir, 'background.png'));
    expect((await readFile(image.path)).equals(png)).toBe(true);
    expect(fake.requests.of('generate')[0]!.json).toMatchObject({ size: '1536x1024' });
    expect(fake.requests.count('storage')).toBe(1);
    expect(fake.violations).toEqual([]);
  });

  it('uses the sizes DALL·E 3 accepts', async () => {
    fake.scenario = 'url';
    await artist({ model: 'dall-e-3' }).generateBackground(await portraitRequest());
    expect(fake.requests.of('generate')[0]!.json).toMatchObject({ size: '1792x1024' });
    expect(openAiImageSize('dall-e-2', 'background')).toBe('1024x1024');
    expect(fake.violations).toEqual([]);
  });

  it.each([
    ['moderation', IMAGE_VENDOR_MESSAGES.blocked],
    ['content-policy', IMAGE_VENDOR_MESSAGES.blocked],
    ['quota', IMAGE_VENDOR_MESSAGES.outOfCredit],
  ] as const)('reports %s as a final, readable failure', async (scenario, message) => {
    fake.scenario = scenario;
    const error = await failureOf(artist().generatePortrait(await portraitRequest()));
    expect(error).toMatchObject({ message, retryable: false });
    expect(fake.requests.count('generate')).toBe(1);
  });

  it('waits out a short retry-after and then succeeds in the same attempt', async () => {
    fake.failNext(
      { status: 429, headers: { 'retry-after-ms': '20' } },
      { status: 503, headers: { 'retry-after': '0' } },
    );
    const image = await artist().generatePortrait(await portraitRequest());
    expect(image.width).toBe(64);
    expect(fake.requests.count('generate')).toBe(3);
  });

  it('leaves a long retry-after and a plain 5xx to the job’s backoff, as retryable', async () => {
    fake.failNext({ status: 429, headers: { 'retry-after': '120' } }, { status: 500 });
    const busy = await failureOf(artist().generatePortrait(await portraitRequest()));
    expect(busy).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.busy, retryable: true });
    const broken = await failureOf(artist().generatePortrait(await portraitRequest()));
    expect(broken).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.trouble, retryable: true });
    expect(fake.requests.count('generate')).toBe(2);

    const image = await artist().generatePortrait(await portraitRequest());
    expect(image.mimeType).toBe('image/png');
  });

  it('follows x-should-retry over the status', async () => {
    fake.failNext(
      { status: 409, headers: { 'x-should-retry': 'true' } },
      { status: 500, headers: { 'x-should-retry': 'false' } },
    );
    const retry = await failureOf(artist().generatePortrait(await portraitRequest()));
    expect(retry.retryable).toBe(true);
    const final = await failureOf(artist().generatePortrait(await portraitRequest()));
    expect(final).toMatchObject({
      message: 'The image provider rejected the request: Injected 500.',
      retryable: false,
    });
  });

  it('refuses a wrong key for good', async () => {
    const error = await failureOf(
      artist({ apiKey: 'sk-wrong' }).generatePortrait(await portraitRequest()),
    );
    expect(error).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.credentials, retryable: false });
  });

  it('stops at once when the job is aborted, with the job’s own reason', async () => {
    fake.failNext({ status: 429, headers: { 'retry-after': '20' } });
    const controller = new AbortController();
    const generating = artist().generatePortrait(
      await portraitRequest({ signal: controller.signal }),
    );
    await fake.requests.waitFor('generate', 1);
    const reason = new Error('worker stopping');
    controller.abort(reason);
    await expect(generating).rejects.toBe(reason);
  });

  it('gives up at the generation cap with a non-retryable timeout', async () => {
    fake.failNext(...Array(3).fill({ status: 429, headers: { 'retry-after': '20' } }));
    const error = await failureOf(
      artist({ generationMs: 150 }).generatePortrait(await portraitRequest()),
    );
    expect(error).toMatchObject({ message: IMAGE_VENDOR_MESSAGES.timedOut, retryable: false });
  });
});

describe('retryAfterMs', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    const date = new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' });
    expect(retryAfterMs(date, now)).toBe(5000);
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});
