import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HEDRA_ASPECT_RATIOS, HEDRA_RESOLUTIONS, type VideoMode } from '@shared/videos';
import { EngineError } from '../../kernel/engine-error.js';
import { VendorSession, vendorDetail, vendorError, type VendorTimeouts } from '../http.js';
import type { LocalMediaFile, VideoEngine, VideoRenderRequest, VideoRenderResult } from './port.js';

/**
 * Hedra's talking-avatar API, public "v2" (vendors.md section 1): upload the portrait and the
 * audio as assets, start a generation, save its id, poll its status (with real progress), then
 * download the presigned result without our key.
 */

export const HEDRA_DEFAULT_TIMEOUTS: VendorTimeouts = {
  // Uploads carry up to the audio limit (50 MB by default): a call gets a minute.
  requestMs: 60_000,
  downloadMs: 5 * 60_000,
  // Clips run up to four minutes, so the whole generation gets longer than Veo's.
  generationMs: 15 * 60_000,
};
/** Hedra's starter polls every 5 s. */
export const HEDRA_DEFAULT_POLL_INTERVAL_MS = 5_000;

export interface HedraEngineOptions {
  apiKey: string;
  /** e.g. https://api.hedra.com/web-app/public (config.hedra.baseUrl). */
  baseUrl: string;
  /** e.g. together/hedra-avatar (config.hedra.modelSlug). */
  modelSlug: string;
  pollIntervalMs?: number;
  timeouts?: Partial<VendorTimeouts>;
}

const createdSchema = z.object({ id: z.string().min(1) });
const statusSchema = z.object({
  status: z.string(),
  progress: z.number().nullish(),
  url: z.string().nullish(),
  download_url: z.string().nullish(),
  error_message: z.string().nullish(),
  error: z.object({ type: z.string().nullish(), message: z.string().nullish() }).nullish(),
});
type GenerationStatus = z.infer<typeof statusSchema>;

const HEDRA = { capability: 'video', vendor: 'hedra' } as const;

type Outcome =
  | { kind: 'pending'; progress: number | null }
  | { kind: 'video'; url: string }
  | { kind: 'failed'; error: EngineError };

/** A failed generation as the user reads it; only Hedra's capacity and internal errors are worth a retry. */
export function hedraGenerationError(status: GenerationStatus): EngineError {
  const detail = vendorDetail(status);
  switch (status.error?.type) {
    case 'MODERATION_FAILED':
      return vendorError(HEDRA, 'blocked');
    case 'INSUFFICIENT_BALANCE':
      return vendorError(HEDRA, 'outOfCredit');
    case 'INVALID_ARGUMENT':
      return vendorError(HEDRA, 'rejected', { detail });
    case 'RESOURCE_EXHAUSTED':
      return vendorError(HEDRA, 'busy');
    case 'INTERNAL':
      return vendorError(HEDRA, 'trouble');
    default:
      return vendorError(HEDRA, 'failed', { detail });
  }
}

function outcomeOf(status: GenerationStatus): Outcome {
  switch (status.status) {
    case 'complete': {
      const url = status.download_url ?? status.url;
      if (url) return { kind: 'video', url };
      return { kind: 'failed', error: vendorError(HEDRA, 'unexpected') };
    }
    case 'error':
      return { kind: 'failed', error: hedraGenerationError(status) };
    default: {
      // queued, processing, finalizing (and any newer in-between state)
      const progress = typeof status.progress === 'number' ? status.progress : null;
      return { kind: 'pending', progress };
    }
  }
}

export class HedraVideoEngine implements VideoEngine {
  readonly id = 'hedra' as const;
  readonly #headers: Record<string, string>;
  readonly #baseUrl: string;
  readonly #modelSlug: string;
  readonly #pollIntervalMs: number;
  readonly #timeouts: VendorTimeouts;

  constructor(options: HedraEngineOptions) {
    this.#headers = { 'x-api-key': options.apiKey };
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#modelSlug = options.modelSlug;
    this.#pollIntervalMs = options.pollIntervalMs ?? HEDRA_DEFAULT_POLL_INTERVAL_MS;
    this.#timeouts = { ...HEDRA_DEFAULT_TIMEOUTS, ...options.timeouts };
  }

  supports(mode: VideoMode): boolean {
    return mode === 'hedra';
  }

  async render(request: VideoRenderRequest): Promise<VideoRenderResult> {
    if (!this.supports(request.mode)) {
      throw new EngineError('video', 'Hedra makes podcast clips only.', false);
    }
    const session = new VendorSession(request.signal, this.#timeouts, HEDRA);
    try {
      const url = await this.#generate(request, session);
      const videoPath = path.join(request.workDir, 'video.mp4');
      // A presigned storage link: it must not receive our API key.
      await session.download(url, videoPath, () => ({}));
      return { videoPath };
    } finally {
      session.close();
    }
  }

  /** Resumes the saved generation when there is one worth resuming, else starts (and pays for) one. */
  async #generate(request: VideoRenderRequest, session: VendorSession): Promise<string> {
    if (request.vendorRef) {
      const resumed = await this.#status(request.vendorRef, session);
      const outcome = outcomeOf(resumed);
      // A generation that failed for a passing reason is replaced; any other result stands.
      if (outcome.kind !== 'failed' || !outcome.error.retryable) {
        return this.#waitForVideo(request.vendorRef, resumed, request, session);
      }
    }
    const id = await this.#start(request, session);
    await request.saveVendorRef(id);
    return this.#waitForVideo(id, { status: 'queued', progress: 0 }, request, session);
  }

  async #start(request: VideoRenderRequest, session: VendorSession): Promise<string> {
    const { image, audio, aspectRatio, resolution } = request;
    if (!image || !audio) {
      throw new EngineError('video', 'A podcast clip needs an audio file and a portrait.', false);
    }
    if (!includes(HEDRA_ASPECT_RATIOS, aspectRatio) || !includes(HEDRA_RESOLUTIONS, resolution)) {
      throw new EngineError('video', 'Hedra does not make videos in this format.', false);
    }
    const imageId = await this.#upload(image, 'image', session);
    const audioId = await this.#upload(audio, 'audio', session);
    const created = await session.json(`${this.#baseUrl}/generations`, {
      method: 'POST',
      headers: this.#headers,
      json: {
        type: 'video',
        model_slug: this.#modelSlug,
        start_keyframe_id: imageId,
        audio_id: audioId,
        generated_video_inputs: {
          text_prompt: request.prompt,
          aspect_ratio: aspectRatio,
          resolution,
          duration_ms: Math.round(request.durationSeconds * 1000),
          seed: request.seed,
        },
      },
    });
    return parse(createdSchema, created).id;
  }

  async #upload(file: LocalMediaFile, type: 'image' | 'audio', session: VendorSession) {
    const name = path.basename(file.path);
    const asset = await session.json(`${this.#baseUrl}/assets`, {
      method: 'POST',
      headers: this.#headers,
      json: { name, type },
    });
    const { id } = parse(createdSchema, asset);
    const form = new FormData();
    form.append('file', await openAsBlob(file.path, { type: file.mimeType }), name);
    await session.json(`${this.#baseUrl}/assets/${encodeURIComponent(id)}/upload`, {
      method: 'POST',
      headers: this.#headers,
      form,
    });
    return id;
  }

  async #status(id: string, session: VendorSession): Promise<GenerationStatus> {
    const body = await session.json(
      `${this.#baseUrl}/generations/${encodeURIComponent(id)}/status`,
      { headers: this.#headers },
    );
    return parse(statusSchema, body);
  }

  #waitForVideo(
    id: string,
    initial: GenerationStatus,
    request: VideoRenderRequest,
    session: VendorSession,
  ): Promise<string> {
    return session.pollUntil({
      initial,
      intervalMs: this.#pollIntervalMs,
      poll: () => this.#status(id, session),
      settle: (status) => {
        const outcome = outcomeOf(status);
        if (outcome.kind === 'failed') throw outcome.error;
        if (outcome.kind === 'video') return outcome.url;
        if (outcome.progress !== null) {
          request.onProgress(Math.max(0, Math.min(100, Math.round(outcome.progress * 100))));
        }
        return undefined;
      },
    });
  }
}

function includes<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw vendorError(HEDRA, 'unexpected');
  return parsed.data;
}
