import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  InjectedFailures,
  RequestLog,
  isRecord,
  parseJsonBody,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-http.js';

/**
 * A local stand-in for Hedra's public API (shared/docs/vendors.md section 1). It checks every
 * request against the documented contract — recording each breach in `violations` and
 * answering it with a FastAPI-style error — and answers with the documented shapes. Finished
 * videos are served by a second server (the presigned S3 link) that must never see the key.
 */

export type HedraScenario = 'success' | 'failure' | 'moderation' | 'never-finishes';
export type HedraStep = 'create-asset' | 'upload' | 'create-generation' | 'status' | 'storage';

export interface HedraRequest {
  step: HedraStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (create calls). */
  json?: unknown;
  /** The multipart `file` part of an upload. */
  file?: { name: string; type: string; bytes: Buffer };
}

interface FakeAsset {
  name: string;
  type: 'image' | 'audio';
  uploaded: boolean;
}

interface FakeGeneration {
  scenario: HedraScenario;
  pendingPolls: number;
  polls: number;
  failure: { type: string; message: string };
}

const BASE = '/web-app/public';

export class HedraFake {
  /** The outcome given to generations created from now on. */
  scenario: HedraScenario = 'success';
  /** Status polls answered "processing" before a generation's outcome. */
  pendingPolls = 1;
  /** The `error` of a failed generation. */
  failure = { type: 'INVALID_ARGUMENT', message: 'The audio file could not be decoded' };
  readonly requests = new RequestLog<HedraRequest>();
  readonly violations: string[] = [];
  readonly #assets = new Map<string, FakeAsset>();
  readonly #generations = new Map<string, FakeGeneration>();
  readonly #failures = new InjectedFailures<HedraStep>();
  #api!: FakeServer;
  #storage!: FakeServer;

  private constructor(
    private readonly options: { apiKey: string; modelSlug: string; video: Buffer },
  ) {}

  static async start(options: {
    apiKey: string;
    modelSlug: string;
    video: Buffer;
  }): Promise<HedraFake> {
    const fake = new HedraFake(options);
    fake.#api = await startFakeServer((req, res, body) => fake.#handleApi(req, res, body));
    fake.#storage = await startFakeServer((req, res) => fake.#handleStorage(req, res));
    return fake;
  }

  /** What HEDRA_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.#api.origin}${BASE}`;
  }

  /** The next requests of `step` get these HTTP statuses (429, 500, …). */
  failNext(step: HedraStep, ...statuses: number[]): void {
    this.#failures.add(step, statuses);
  }

  async close(): Promise<void> {
    await Promise.all([this.#api.close(), this.#storage.close()]);
  }

  #violation(response: http.ServerResponse, message: string, status = 422): void {
    this.violations.push(message);
    const detail =
      status === 422 ? [{ loc: ['body'], msg: message, type: 'value_error' }] : message;
    sendJson(response, status, { detail });
  }

  async #handleApi(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
  ): Promise<void> {
    const url = new URL(request.url ?? '/', this.#api.origin);
    const route = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : '';
    const method = request.method ?? '';
    const step: HedraStep | 'unknown' =
      method === 'POST' && route === '/assets'
        ? 'create-asset'
        : method === 'POST' && /^\/assets\/[\w-]+\/upload$/.test(route)
          ? 'upload'
          : method === 'POST' && route === '/generations'
            ? 'create-generation'
            : method === 'GET' && /^\/generations\/[\w-]+\/status$/.test(route)
              ? 'status'
              : 'unknown';
    const entry: HedraRequest = { step, method, path: url.pathname, headers: request.headers };
    if (step === 'create-asset' || step === 'create-generation') entry.json = parseJsonBody(body);
    if (step === 'upload') entry.file = await readFilePart(request.headers, body);
    this.requests.add(entry);

    if (step === 'unknown') return this.#violation(response, `Unexpected ${method} ${route}`, 404);
    if (request.headers['x-api-key'] !== this.options.apiKey) {
      return this.#violation(response, `${step}: missing or wrong X-API-Key`, 401);
    }
    const injected = this.#failures.take(step);
    if (injected !== undefined) {
      return sendJson(response, injected, { detail: `Injected ${injected}` });
    }
    const id = route.split('/')[2] ?? '';
    switch (step) {
      case 'create-asset':
        return this.#createAsset(response, entry.json);
      case 'upload':
        return this.#upload(response, id, entry.file);
      case 'create-generation':
        return this.#createGeneration(response, entry.json);
      case 'status':
        return this.#status(response, id);
    }
  }

  #createAsset(response: http.ServerResponse, json: unknown): void {
    if (!isRecord(json)) return this.#violation(response, 'create-asset: body is not JSON');
    if (typeof json.name !== 'string' || !json.name) {
      return this.#violation(response, 'create-asset: name missing');
    }
    if (json.type !== 'image' && json.type !== 'audio') {
      return this.#violation(response, 'create-asset: type must be image or audio');
    }
    const id = randomUUID();
    this.#assets.set(id, { name: json.name, type: json.type, uploaded: false });
    sendJson(response, 200, { id, name: json.name, type: json.type });
  }

  #upload(response: http.ServerResponse, id: string, file: HedraRequest['file']): void {
    const asset = this.#assets.get(id);
    if (!asset) return this.#violation(response, 'upload: unknown asset', 404);
    if (!file) return this.#violation(response, 'upload: no multipart field `file`');
    if (file.bytes.length === 0) return this.#violation(response, 'upload: empty file');
    if (!file.type.startsWith(`${asset.type}/`)) {
      return this.#violation(response, `upload: ${file.type} sent to an ${asset.type} asset`);
    }
    asset.uploaded = true;
    sendJson(response, 200, {
      id,
      type: asset.type,
      name: asset.name,
      created_at: new Date().toISOString(),
      asset: { type: `uploaded_${asset.type}`, url: `${this.#storage.origin}/assets/${id}` },
    });
  }

  #createGeneration(response: http.ServerResponse, json: unknown): void {
    const problem = this.#checkGeneration(json);
    if (problem) return this.#violation(response, `create-generation: ${problem}`);
    const id = randomUUID();
    this.#generations.set(id, {
      scenario: this.scenario,
      pendingPolls: this.pendingPolls,
      polls: 0,
      failure: { ...this.failure },
    });
    sendJson(response, 200, {
      id,
      asset_id: randomUUID(),
      status: 'queued',
      progress: 0,
      created_at: new Date().toISOString(),
    });
  }

  #checkGeneration(json: unknown): string | undefined {
    if (!isRecord(json)) return 'body is not JSON';
    if (json.type !== 'video') return 'type must be video';
    if (json.model_slug !== this.options.modelSlug) return 'unexpected model_slug';
    const image = this.#assets.get(String(json.start_keyframe_id));
    if (!image || image.type !== 'image' || !image.uploaded) {
      return 'start_keyframe_id is not an uploaded image asset';
    }
    const audio = this.#assets.get(String(json.audio_id));
    if (!audio || audio.type !== 'audio' || !audio.uploaded) {
      return 'audio_id is not an uploaded audio asset';
    }
    const inputs = json.generated_video_inputs;
    if (!isRecord(inputs)) return 'generated_video_inputs is required';
    if (typeof inputs.text_prompt !== 'string' || !inputs.text_prompt) return 'text_prompt missing';
    if (!['16:9', '9:16', '1:1'].includes(String(inputs.aspect_ratio))) return 'bad aspect_ratio';
    if (!['540p', '720p'].includes(String(inputs.resolution))) return 'bad resolution';
    const { duration_ms: durationMs, seed } = inputs;
    if (durationMs !== undefined && !(Number.isInteger(durationMs) && Number(durationMs) > 0)) {
      return 'duration_ms must be a positive integer';
    }
    if (seed !== undefined && !Number.isInteger(seed)) return 'seed must be an integer';
    return undefined;
  }

  #status(response: http.ServerResponse, id: string): void {
    const generation = this.#generations.get(id);
    if (!generation) return sendJson(response, 404, { detail: 'Generation not found' });
    generation.polls += 1;
    const base = { id, asset_id: id, type: 'video' };
    if (generation.scenario === 'never-finishes' || generation.polls <= generation.pendingPolls) {
      const progress = Math.min(0.9, generation.polls / (generation.pendingPolls + 1));
      return sendJson(response, 200, { ...base, status: 'processing', progress });
    }
    if (generation.scenario === 'success') {
      const link = `${this.#storage.origin}/outputs/${id}.mp4?X-Amz-Signature=fake`;
      return sendJson(response, 200, {
        ...base,
        status: 'complete',
        progress: 1,
        url: link,
        download_url: link,
        streaming_url: link,
      });
    }
    const failure =
      generation.scenario === 'moderation'
        ? { type: 'MODERATION_FAILED', message: 'Content flagged by moderation' }
        : generation.failure;
    sendJson(response, 200, {
      ...base,
      status: 'error',
      progress: 0,
      error_message: failure.message,
      error: failure,
    });
  }

  #handleStorage(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.#storage.origin);
    this.requests.add({
      step: 'storage',
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
    });
    if (request.headers['x-api-key'] !== undefined) {
      this.violations.push('storage: the presigned download received the API key');
    }
    const injected = this.#failures.take('storage');
    if (injected !== undefined) {
      response.writeHead(injected).end();
      return;
    }
    if (request.method !== 'GET' || !/^\/outputs\/[\w-]+\.mp4$/.test(url.pathname)) {
      this.violations.push(`storage: unexpected ${request.method} ${url.pathname}`);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'video/mp4',
      'content-length': this.options.video.length,
    });
    response.end(this.options.video);
  }
}

/** The multipart part named `file`, parsed with the platform's own form-data parser. */
async function readFilePart(
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<HedraRequest['file']> {
  const contentType = headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return undefined;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return undefined;
  }
  const part = form.get('file');
  if (!part || typeof part === 'string') return undefined;
  return { name: part.name, type: part.type, bytes: Buffer.from(await part.arrayBuffer()) };
}
