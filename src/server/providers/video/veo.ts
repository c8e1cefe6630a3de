import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { VideoMode } from '@shared/videos';
import { EngineError } from '../../kernel/engine-error.js';
import { VendorSession, vendorDetail, vendorError, type VendorTimeouts } from '../http.js';
import type { VideoEngine, VideoRenderRequest, VideoRenderResult } from './port.js';

/**
 * Google Veo through the Gemini API (vendors.md section 2): start a long-running operation,
 * save its name, poll it, then stream the video to the work dir. Veo reports no progress, so
 * this engine reports none: the job card falls back to the spec's elapsed-time formula.
 */

export const VEO_DEFAULT_TIMEOUTS: VendorTimeouts = {
  requestMs: 30_000,
  downloadMs: 5 * 60_000,
  generationMs: 10 * 60_000,
};
/** Google's guidance: poll about every 10 s (a generation takes 11 s to 6 min). */
export const VEO_DEFAULT_POLL_INTERVAL_MS = 10_000;

export interface VeoEngineOptions {
  apiKey: string;
  /** e.g. https://generativelanguage.googleapis.com/v1beta (config.veo.baseUrl). */
  baseUrl: string;
  /** e.g. veo-3.1-fast-generate-preview (config.veo.model). */
  model: string;
  pollIntervalMs?: number;
  timeouts?: Partial<VendorTimeouts>;
}

export interface VeoParameters {
  aspectRatio: '16:9' | '9:16';
  durationSeconds: number;
  /** Omitted for Veo 2, which makes 720p only. */
  resolution?: '720p' | '1080p';
  personGeneration: 'allow_all' | 'allow_adult';
}

/**
 * Our options (5–8 s, 720p/1080p) mapped to what the model accepts (docs/decisions, video
 * vendors): Veo 3.x takes 4, 6 or 8 s and 1080p only at 8 s, so 1080p is sent as 8 s and
 * other lengths round up to the next accepted one; Veo 2 takes 5, 6 or 8 s at 720p.
 */
export function veoParameters(
  model: string,
  request: Pick<VideoRenderRequest, 'aspectRatio' | 'resolution' | 'durationSeconds'> & {
    hasImage: boolean;
  },
): VeoParameters {
  const { aspectRatio } = request;
  if (aspectRatio !== '16:9' && aspectRatio !== '9:16') {
    throw new EngineError('video', 'Google Veo makes 16:9 and 9:16 videos only.', false);
  }
  const personGeneration = request.hasImage ? 'allow_adult' : 'allow_all';
  if (model.startsWith('veo-2')) {
    const durationSeconds = atOrAbove(request.durationSeconds, [5, 6, 8]);
    return { aspectRatio, durationSeconds, personGeneration };
  }
  if (request.resolution === '1080p') {
    return { aspectRatio, durationSeconds: 8, resolution: '1080p', personGeneration };
  }
  const durationSeconds = atOrAbove(request.durationSeconds, [4, 6, 8]);
  return { aspectRatio, durationSeconds, resolution: '720p', personGeneration };
}

/** The smallest accepted value at or above `value`, else the largest. */
function atOrAbove(value: number, accepted: readonly number[]): number {
  return accepted.find((candidate) => candidate >= value) ?? accepted[accepted.length - 1]!;
}

const operationSchema = z.object({
  name: z.string().regex(/^[\w.\-/]+$/),
  done: z.boolean().optional(),
  error: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
  response: z
    .object({
      generateVideoResponse: z
        .object({
          generatedSamples: z
            .array(z.object({ video: z.object({ uri: z.string() }).optional() }))
            .optional(),
          raiMediaFilteredCount: z.number().optional(),
        })
        .optional(),
    })
    .optional(),
});
type Operation = z.infer<typeof operationSchema>;

const VEO = { capability: 'video', vendor: 'veo' } as const;

type Outcome =
  { kind: 'pending' } | { kind: 'video'; uri: string } | { kind: 'failed'; error: EngineError };

/** google.rpc codes that a later attempt may get past: deadline, exhausted, aborted, internal, unavailable. */
const RETRYABLE_RPC_CODES = new Set([4, 8, 10, 13, 14]);

function outcomeOf(operation: Operation): Outcome {
  if (!operation.done) return { kind: 'pending' };
  if (operation.error) {
    const { code } = operation.error;
    if (code !== undefined && RETRYABLE_RPC_CODES.has(code)) {
      return { kind: 'failed', error: vendorError(VEO, code === 8 ? 'busy' : 'trouble') };
    }
    const detail = vendorDetail({ error: operation.error });
    return { kind: 'failed', error: vendorError(VEO, 'failed', { detail }) };
  }
  const result = operation.response?.generateVideoResponse;
  const uri = result?.generatedSamples?.find((sample) => sample.video?.uri)?.video?.uri;
  if (uri) return { kind: 'video', uri };
  if ((result?.raiMediaFilteredCount ?? 0) > 0) {
    return { kind: 'failed', error: vendorError(VEO, 'blocked') };
  }
  return { kind: 'failed', error: vendorError(VEO, 'failed') };
}

export class VeoVideoEngine implements VideoEngine {
  readonly id = 'veo' as const;
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #apiOrigin: string;
  readonly #model: string;
  readonly #pollIntervalMs: number;
  readonly #timeouts: VendorTimeouts;

  constructor(options: VeoEngineOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#apiOrigin = new URL(this.#baseUrl).origin;
    this.#model = options.model;
    this.#pollIntervalMs = options.pollIntervalMs ?? VEO_DEFAULT_POLL_INTERVAL_MS;
    this.#timeouts = { ...VEO_DEFAULT_TIMEOUTS, ...options.timeouts };
  }

  supports(mode: VideoMode): boolean {
    return mode === 'text-to-video' || mode === 'veo';
  }

  async render(request: VideoRenderRequest): Promise<VideoRenderResult> {
    if (!this.supports(request.mode)) {
      throw new EngineError('video', 'Google Veo cannot make this kind of video.', false);
    }
    if (request.mode === 'veo' && !request.image) {
      throw new EngineError('video', 'Image to video needs an image.', false);
    }
    const session = new VendorSession(request.signal, this.#timeouts, VEO);
    try {
      const uri = await this.#generate(request, session);
      const videoPath = path.join(request.workDir, 'video.mp4');
      // The key goes to the Gemini API host only, never to the storage host it redirects to.
      await session.download(uri, videoPath, (target): Record<string, string> =>
        target.origin === this.#apiOrigin ? { 'x-goog-api-key': this.#apiKey } : {},
      );
      return { videoPath };
    } finally {
      session.close();
    }
  }

  /** Resumes the saved operation when there is one worth resuming, else starts (and pays for) one. */
  async #generate(request: VideoRenderRequest, session: VendorSession): Promise<string> {
    if (request.vendorRef) {
      const resumed = await this.#poll(request.vendorRef, session);
      const outcome = outcomeOf(resumed);
      // An operation that failed for a passing reason is replaced; any other result stands.
      if (outcome.kind !== 'failed' || !outcome.error.retryable) {
        return this.#waitForVideo(resumed, session);
      }
    }
    const started = await this.#start(request, session);
    await request.saveVendorRef(started.name);
    return this.#waitForVideo(started, session);
  }

  async #start(request: VideoRenderRequest, session: VendorSession): Promise<Operation> {
    const parameters = veoParameters(this.#model, { ...request, hasImage: Boolean(request.image) });
    const instance: Record<string, unknown> = { prompt: request.prompt };
    if (request.image) {
      const bytes = await readFile(request.image.path);
      instance.image = {
        bytesBase64Encoded: bytes.toString('base64'),
        mimeType: request.image.mimeType,
      };
    }
    const body = await session.json(
      `${this.#baseUrl}/models/${encodeURIComponent(this.#model)}:predictLongRunning`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': this.#apiKey },
        json: { instances: [instance], parameters },
      },
    );
    return parseOperation(body);
  }

  async #poll(name: string, session: VendorSession): Promise<Operation> {
    if (name.split('/').includes('..')) throw vendorError(VEO, 'unexpected');
    const body = await session.json(`${this.#baseUrl}/${name}`, {
      headers: { 'x-goog-api-key': this.#apiKey },
    });
    return parseOperation(body);
  }

  #waitForVideo(initial: Operation, session: VendorSession): Promise<string> {
    return session.pollUntil({
      initial,
      intervalMs: this.#pollIntervalMs,
      poll: () => this.#poll(initial.name, session),
      settle: (operation) => {
        const outcome = outcomeOf(operation);
        if (outcome.kind === 'failed') throw outcome.error;
        return outcome.kind === 'video' ? outcome.uri : undefined;
      },
    });
  }
}

function parseOperation(body: unknown): Operation {
  const parsed = operationSchema.safeParse(body);
  if (!parsed.success) throw vendorError(VEO, 'unexpected');
  return parsed.data;
}
