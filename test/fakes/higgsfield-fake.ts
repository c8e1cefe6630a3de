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
import { checkReferenceInput, checkSoulInput, FAKE_SOUL_STYLES } from './higgsfield-fake-checks.js';

export { FAKE_SOUL_STYLES };

/**
 * A local stand-in for Higgsfield (shared/docs/vendors.md section 3): the current request API
 * (`POST /{model_id}`, `GET /requests/{id}/status`, auth `Authorization: Key id:secret`) and
 * the v1 resources (styles, uploads, custom references, auth `hf-api-key` + `hf-secret`). It
 * checks every request against that contract — recording each breach in `violations` and
 * answering it with FastAPI's 422 shape — and answers with the documented shapes. Uploads and
 * results live on a second server (the CDN) that must never see the credentials.
 */

export type HiggsfieldScenario = 'success' | 'failed' | 'nsfw' | 'never-finishes';
export type HiggsfieldStep =
  'submit' | 'status' | 'styles' | 'upload-url' | 'create-reference' | 'reference' | 'put' | 'cdn';

export interface HiggsfieldRequest {
  step: HiggsfieldStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  json?: unknown;
  bytes?: Buffer;
}

interface FakeJob {
  scenario: HiggsfieldScenario;
  pendingPolls: number;
  polls: number;
}

const UPLOAD_TAGGING = 'source=api';

export class HiggsfieldFake {
  /** The outcome given to requests and references created from now on. */
  scenario: HiggsfieldScenario = 'success';
  /** Polls answered "in progress" before an outcome. */
  pendingPolls = 1;
  /** `fail_reason` of a failed reference. */
  referenceFailReason = 'No face was found in the photos';
  readonly requests = new RequestLog<HiggsfieldRequest>();
  readonly violations: string[] = [];
  readonly #jobs = new Map<string, FakeJob>();
  readonly #references = new Map<string, FakeJob & { name: string; modelVersion: string }>();
  /** public_url → the bytes PUT to it (undefined until the PUT arrives). */
  readonly #uploads = new Map<string, { id: string; contentType: string; bytes?: Buffer }>();
  readonly #failures = new InjectedFailures<HiggsfieldStep>();
  #api!: FakeServer;
  #cdn!: FakeServer;

  private constructor(
    private readonly options: {
      apiKey: string;
      apiSecret: string;
      model: string;
      image: Buffer;
      thumbnail: Buffer;
    },
  ) {}

  static async start(options: HiggsfieldFake['options']): Promise<HiggsfieldFake> {
    const fake = new HiggsfieldFake(options);
    fake.#api = await startFakeServer((req, res, body) => fake.#handleApi(req, res, body));
    fake.#cdn = await startFakeServer((req, res, body) => fake.#handleCdn(req, res, body));
    return fake;
  }

  /** What HIGGSFIELD_BASE_URL would be. */
  get baseUrl(): string {
    return this.#api.origin;
  }

  /** The bytes uploaded for a reference photo, by public URL. */
  uploaded(publicUrl: string): Buffer | undefined {
    return this.#uploads.get(publicUrl)?.bytes;
  }

  /** The next requests of `step` get these HTTP statuses (403, 429, 500, …). */
  failNext(step: HiggsfieldStep, ...statuses: number[]): void {
    this.#failures.add(step, statuses);
  }

  async close(): Promise<void> {
    await Promise.all([this.#api.close(), this.#cdn.close()]);
  }

  #violation(response: http.ServerResponse, message: string, status = 422): void {
    this.violations.push(message);
    const detail =
      status === 422 ? [{ loc: ['body', message.split(':')[0]], msg: message }] : message;
    sendJson(response, status, { detail });
  }

  #route(method: string, route: string): HiggsfieldStep | 'unknown' {
    if (method === 'POST' && route === `/${this.options.model}`) return 'submit';
    if (method === 'GET' && /^\/requests\/[\w-]+\/status$/.test(route)) return 'status';
    if (method === 'GET' && route === '/v1/text2image/soul-styles') return 'styles';
    if (method === 'POST' && route === '/files/generate-upload-url') return 'upload-url';
    if (method === 'POST' && route === '/v1/custom-references') return 'create-reference';
    if (method === 'GET' && /^\/v1\/custom-references\/[\w-]+$/.test(route)) return 'reference';
    return 'unknown';
  }

  async #handleApi(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
  ): Promise<void> {
    const url = new URL(request.url ?? '/', this.#api.origin);
    const method = request.method ?? '';
    const step = this.#route(method, url.pathname);
    const entry: HiggsfieldRequest = { step, method, path: url.pathname, headers: request.headers };
    if (method === 'POST') entry.json = parseJsonBody(body);
    this.requests.add(entry);

    if (step === 'unknown')
      return this.#violation(response, `Unexpected ${method} ${url.pathname}`, 404);
    const { apiKey, apiSecret } = this.options;
    // The current API's scheme on its routes; the v1 resources' documented headers on theirs.
    const authorised =
      step === 'submit' || step === 'status'
        ? request.headers.authorization === `Key ${apiKey}:${apiSecret}`
        : request.headers['hf-api-key'] === apiKey && request.headers['hf-secret'] === apiSecret;
    if (!authorised) return this.#violation(response, `${step}: missing or wrong credentials`, 401);
    const injected = this.#failures.take(step);
    if (injected !== undefined) {
      const detail = injected === 403 ? 'Not enough credits' : `Injected ${injected}`;
      return sendJson(response, injected, { detail });
    }
    const id = url.pathname.split('/')[url.pathname.startsWith('/requests/') ? 2 : 3] ?? '';
    switch (step) {
      case 'submit':
        return this.#submit(response, entry.json);
      case 'status':
        return this.#status(response, id);
      case 'styles':
        return sendJson(response, 200, FAKE_SOUL_STYLES);
      case 'upload-url':
        return this.#uploadUrl(response, entry.json);
      case 'create-reference':
        return this.#createReference(response, entry.json);
      case 'reference':
        return this.#reference(response, id);
    }
  }

  #submit(response: http.ServerResponse, json: unknown): void {
    const problem = checkSoulInput(json, (id) => this.#references.get(id)?.scenario === 'success');
    if (problem) return this.#violation(response, problem);
    const requestId = randomUUID();
    this.#jobs.set(requestId, {
      scenario: this.scenario,
      pendingPolls: this.pendingPolls,
      polls: 0,
    });
    sendJson(response, 200, this.#requestBody(requestId, 'queued'));
  }

  #requestBody(requestId: string, status: string, images?: { url: string }[]) {
    const base = `${this.#api.origin}/requests/${requestId}`;
    return {
      status,
      request_id: requestId,
      status_url: `${base}/status`,
      cancel_url: `${base}/cancel`,
      ...(images ? { images } : {}),
    };
  }

  #status(response: http.ServerResponse, requestId: string): void {
    const job = this.#jobs.get(requestId);
    if (!job) return sendJson(response, 404, { detail: 'Request not found' });
    job.polls += 1;
    if (job.scenario === 'never-finishes' || job.polls <= job.pendingPolls) {
      return sendJson(
        response,
        200,
        this.#requestBody(requestId, job.polls > 1 ? 'in_progress' : 'queued'),
      );
    }
    if (job.scenario === 'success') {
      const images = [{ url: `${this.#cdn.origin}/results/${requestId}.png` }];
      return sendJson(response, 200, this.#requestBody(requestId, 'completed', images));
    }
    sendJson(response, 200, this.#requestBody(requestId, job.scenario));
  }

  #uploadUrl(response: http.ServerResponse, json: unknown): void {
    if (!isRecord(json) || typeof json.content_type !== 'string') {
      return this.#violation(response, 'content_type: required');
    }
    if (!/^image\/(jpeg|png|webp)$/.test(json.content_type)) {
      return this.#violation(response, `content_type: ${json.content_type} is not an image type`);
    }
    const id = randomUUID();
    const publicUrl = `${this.#cdn.origin}/public/${id}`;
    this.#uploads.set(publicUrl, { id, contentType: json.content_type });
    sendJson(response, 200, {
      upload_url: `${this.#cdn.origin}/uploads/${id}?X-Amz-Signature=fake`,
      public_url: publicUrl,
      upload_headers: { 'x-amz-tagging': UPLOAD_TAGGING },
    });
  }

  #createReference(response: http.ServerResponse, json: unknown): void {
    const problem = checkReferenceInput(json, (url) => Boolean(this.#uploads.get(url)?.bytes));
    if (problem || !isRecord(json)) return this.#violation(response, problem ?? 'body: not JSON');
    const { name, model_version: modelVersion } = json;
    const id = randomUUID();
    this.#references.set(id, {
      scenario: this.scenario,
      pendingPolls: this.pendingPolls,
      polls: 0,
      name: String(name),
      modelVersion: String(modelVersion),
    });
    sendJson(response, 200, this.#referenceBody(id, 'not_ready'));
  }

  #referenceBody(id: string, status: string) {
    const reference = this.#references.get(id)!;
    const done = status === 'completed';
    return {
      id,
      name: reference.name,
      model_version: reference.modelVersion,
      status,
      thumbnail_url: done ? `${this.#cdn.origin}/thumbnails/${id}.jpg` : null,
      created_at: new Date().toISOString(),
      fail_reason: status === 'failed' ? this.referenceFailReason : null,
    };
  }

  #reference(response: http.ServerResponse, id: string): void {
    const reference = this.#references.get(id);
    if (!reference) return sendJson(response, 404, { detail: 'Custom reference not found' });
    reference.polls += 1;
    if (reference.scenario === 'never-finishes' || reference.polls <= reference.pendingPolls) {
      return sendJson(
        response,
        200,
        this.#referenceBody(id, reference.polls > 1 ? 'in_progress' : 'queued'),
      );
    }
    const status = reference.scenario === 'success' ? 'completed' : 'failed';
    sendJson(response, 200, this.#referenceBody(id, status));
  }

  #handleCdn(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', this.#cdn.origin);
    const method = request.method ?? '';
    const step: HiggsfieldStep = method === 'PUT' ? 'put' : 'cdn';
    this.requests.add({ step, method, path: url.pathname, headers: request.headers, bytes: body });
    const { authorization, 'hf-api-key': key, 'hf-secret': secret } = request.headers;
    if (authorization !== undefined || key !== undefined || secret !== undefined) {
      this.violations.push(`${step}: the CDN received our credentials`);
    }
    const injected = this.#failures.take(step);
    if (injected !== undefined) return void response.writeHead(injected).end();
    if (step === 'put') return this.#put(request, response, url, body);
    const result = url.pathname.match(/^\/(results|thumbnails)\/[\w-]+\.(png|jpg)$/);
    if (method !== 'GET' || !result) {
      this.violations.push(`cdn: unexpected ${method} ${url.pathname}`);
      return void response.writeHead(404).end();
    }
    const bytes = result[1] === 'results' ? this.options.image : this.options.thumbnail;
    // Like a CDN that does not care: the adapter must tell the format from the bytes.
    response.writeHead(200, {
      'content-type': 'binary/octet-stream',
      'content-length': bytes.length,
    });
    response.end(bytes);
  }

  #put(request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: Buffer): void {
    const id = url.pathname.match(/^\/uploads\/([\w-]+)$/)?.[1];
    const upload = [...this.#uploads.values()].find((candidate) => candidate.id === id);
    if (!upload || url.searchParams.get('X-Amz-Signature') !== 'fake') {
      this.violations.push(`put: unknown upload link ${url.pathname}`);
      return void response.writeHead(404).end();
    }
    if (request.headers['content-type'] !== upload.contentType) {
      this.violations.push('put: Content-Type differs from the one the link was made for');
      return void response.writeHead(403).end();
    }
    if (request.headers['x-amz-tagging'] !== UPLOAD_TAGGING) {
      this.violations.push('put: the signed upload_headers were not sent');
      return void response.writeHead(403).end();
    }
    if (body.length === 0) {
      this.violations.push('put: empty body');
      return void response.writeHead(400).end();
    }
    upload.bytes = body;
    response.writeHead(200).end();
  }
}
