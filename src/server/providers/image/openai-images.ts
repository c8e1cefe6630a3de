import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { EngineError } from '../../kernel/engine-error.js';
import {
  codeKind,
  retryAfterMs,
  VendorSession,
  vendorDetail,
  vendorError,
  vendorFailure,
  vendorMessage,
  type VendorHttpFailure,
  type VendorTimeouts,
} from '../http.js';
import type { GeneratedImage, PodcastArtist, PortraitRequest } from './port.js';
import { adoptVendorImage } from './vendor-http.js';

/**
 * An OpenAI-compatible `POST /images/generations` (vendors.md section 5) for podcast host
 * portraits and studio backgrounds. The call is synchronous: there is no remote id to save,
 * so a retry after a crash asks (and pays) again; see docs/decisions/008-image-vendors.md.
 */

export const OPENAI_IMAGE_TIMEOUTS: VendorTimeouts = {
  // GPT image models answer in tens of seconds, sometimes two minutes: one call gets three.
  requestMs: 3 * 60_000,
  downloadMs: 60_000,
  // Below the podcast-assets.generate job's 10 min, so the user reads our timeout.
  generationMs: 8 * 60_000,
};
/** A `retry-after` up to this long is waited out in the same attempt; longer goes to the job's backoff. */
export const OPENAI_MAX_RETRY_AFTER_MS = 30_000;
const MAX_RETRY_AFTER_WAITS = 2;

export interface OpenAiImageOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (config.openaiImages.baseUrl). */
  baseUrl: string;
  /** e.g. gpt-image-1 (config.openaiImages.model). */
  model: string;
  timeouts?: Partial<VendorTimeouts>;
  maxRetryAfterMs?: number;
}

export type ArtworkKind = 'portrait' | 'background';

/** Square portraits, landscape backgrounds, in the sizes the model accepts. */
export function openAiImageSize(model: string, kind: ArtworkKind): string {
  if (kind === 'portrait' || model.startsWith('dall-e-2')) return '1024x1024';
  return model.startsWith('dall-e-3') ? '1792x1024' : '1536x1024';
}

export function portraitPrompt({ name, description, style }: PortraitRequest): string {
  return [
    `Portrait of ${name.trim()}, a podcast host: ${description.trim()}.`,
    `Style: ${style.trim() || 'modern professional'}.`,
    'Head and shoulders, facing the camera, warm and approachable, soft studio light,',
    'simple uncluttered background. No text, no logos, no watermark.',
  ].join(' ');
}

export function backgroundPrompt({ name, description }: PortraitRequest): string {
  return [
    `Background for the podcast "${name.trim()}": ${description.trim()}.`,
    'A wide view of the studio set with no people, open space in the middle for a host,',
    'soft even light. No text, no logos, no watermark.',
  ].join(' ');
}

const imagesSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() })).min(1),
});

const OPENAI = { capability: 'image', vendor: 'openai' } as const;

/**
 * OpenAI's error shape `{error: {message, type, param, code}}` as the user should read it:
 * moderation and an empty account (their codes) are final whatever the status; `x-should-retry`
 * overrides the status's own verdict, as the official SDK does. A short `retry-after` rides on
 * the error as `retryAfterMs`.
 */
export function openAiHttpError(
  { status, body, headers }: VendorHttpFailure,
  maxRetryAfterMs = OPENAI_MAX_RETRY_AFTER_MS,
): EngineError {
  const mapped = vendorFailure('image', 'openai', status, body);
  if (!mapped.retryable && codeKind(body)) return mapped;
  const shouldRetry = headers.get('x-should-retry');
  if (shouldRetry === 'false' && mapped.retryable) {
    return vendorError(OPENAI, 'rejected', { detail: vendorDetail(body) });
  }
  const retryable = mapped.retryable || shouldRetry === 'true';
  if (!retryable) return mapped;
  const message = mapped.retryable ? mapped.message : vendorMessage('image', 'trouble');
  const wait = retryAfterMs(headers);
  return new EngineError('image', message, true, {
    vendor: OPENAI.vendor,
    retryAfterMs: wait !== undefined && wait <= maxRetryAfterMs ? wait : undefined,
  });
}

export class OpenAiImageArtist implements PodcastArtist {
  readonly id = 'openai' as const;
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #model: string;
  readonly #timeouts: VendorTimeouts;
  readonly #maxRetryAfterMs: number;

  constructor(options: OpenAiImageOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#model = options.model;
    this.#timeouts = { ...OPENAI_IMAGE_TIMEOUTS, ...options.timeouts };
    this.#maxRetryAfterMs = options.maxRetryAfterMs ?? OPENAI_MAX_RETRY_AFTER_MS;
  }

  generatePortrait(request: PortraitRequest): Promise<GeneratedImage> {
    return this.#generate(request, 'portrait', portraitPrompt(request));
  }

  generateBackground(request: PortraitRequest): Promise<GeneratedImage> {
    return this.#generate(request, 'background', backgroundPrompt(request));
  }

  async #generate(
    request: PortraitRequest,
    kind: ArtworkKind,
    prompt: string,
  ): Promise<GeneratedImage> {
    const session = new VendorSession(request.signal, this.#timeouts, OPENAI);
    try {
      const body = await this.#requestImage(session, {
        model: this.#model,
        prompt,
        n: 1,
        size: openAiImageSize(this.#model, kind),
      });
      const [first] = parse(body).data;
      const downloaded = path.join(request.workDir, `openai-${kind}.download`);
      if (first?.b64_json) {
        await writeFile(downloaded, Buffer.from(first.b64_json, 'base64'));
      } else if (first?.url) {
        // A time-limited storage link: it must not receive our key.
        await session.download(first.url, downloaded, () => ({}));
      } else {
        throw vendorError(OPENAI, 'unexpected');
      }
      return await adoptVendorImage(OPENAI, downloaded, path.join(request.workDir, kind));
    } finally {
      session.close();
    }
  }

  /** One generation call; a short `retry-after` is waited out here (nothing was charged). */
  async #requestImage(session: VendorSession, json: Record<string, unknown>) {
    for (let waits = 0; ; waits += 1) {
      try {
        return await session.json(`${this.#baseUrl}/images/generations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.#apiKey}` },
          json,
          httpError: (failure) => openAiHttpError(failure, this.#maxRetryAfterMs),
        });
      } catch (error) {
        const wait = error instanceof EngineError ? error.retryAfterMs : undefined;
        if (wait === undefined || waits >= MAX_RETRY_AFTER_WAITS) throw error;
        await session.sleep(wait);
      }
    }
  }
}

function parse(body: unknown): z.infer<typeof imagesSchema> {
  const parsed = imagesSchema.safeParse(body);
  if (!parsed.success) throw vendorError(OPENAI, 'unexpected');
  return parsed.data;
}
