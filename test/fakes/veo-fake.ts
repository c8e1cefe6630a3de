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
 * A local stand-in for Veo on the Gemini API (shared/docs/vendors.md section 2). It checks
 * every request against the documented contract — recording each breach in `violations` and
 * answering it with Google's 400 shape — and answers with the documented operation shapes.
 * Results are served through a second server (another origin, like Google's storage redirect)
 * that must never receive the API key.
 */

export type VeoScenario = 'success' | 'failure' | 'moderation' | 'never-finishes';
export type VeoStep = 'create' | 'poll' | 'download' | 'storage';

export interface VeoRequest {
  step: VeoStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body of a create call. */
  json?: unknown;
}

interface FakeOperation {
  scenario: VeoScenario;
  pendingPolls: number;
  polls: number;
  failure: { code: number; message: string };
}

const VEO3_DURATIONS = [4, 6, 8];
const VEO2_DURATIONS = [5, 6, 8];
const KNOWN_PARAMETERS = new Set([
  'aspectRatio',
  'durationSeconds',
  'resolution',
  'personGeneration',
  'negativePrompt',
  'enhancePrompt',
  'sampleCount',
]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export class VeoFake {
  /** The outcome given to operations created from now on. */
  scenario: VeoScenario = 'success';
  /** Polls answered "not done yet" before an operation's outcome. */
  pendingPolls = 1;
  /** The `error` of a failed operation (google.rpc code and message). */
  failure = { code: 3, message: 'The prompt could not be processed' };
  readonly requests = new RequestLog<VeoRequest>();
  readonly violations: string[] = [];
  readonly #operations = new Map<string, FakeOperation>();
  readonly #failures = new InjectedFailures<VeoStep>();
  #api!: FakeServer;
  #storage!: FakeServer;

  private constructor(private readonly options: { apiKey: string; model: string; video: Buffer }) {}

  static async start(options: { apiKey: string; model: string; video: Buffer }): Promise<VeoFake> {
    const fake = new VeoFake(options);
    fake.#api = await startFakeServer((req, res, body) => fake.#handleApi(req, res, body));
    fake.#storage = await startFakeServer((req, res) => fake.#handleStorage(req, res));
    return fake;
  }

  /** What GEMINI_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.#api.origin}/v1beta`;
  }

  /** The next requests of `step` get these HTTP statuses (429, 500, …) with Google's error body. */
  failNext(step: VeoStep, ...statuses: number[]): void {
    this.#failures.add(step, statuses);
  }

  async close(): Promise<void> {
    await Promise.all([this.#api.close(), this.#storage.close()]);
  }

  #violation(response: http.ServerResponse, message: string, status = 400): void {
    this.violations.push(message);
    const rpcStatus = status === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT';
    sendJson(response, status, { error: { code: status, message, status: rpcStatus } });
  }

  #handleApi(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', this.#api.origin);
    const { model } = this.options;
    const step: VeoStep | 'unknown' =
      request.method === 'POST' && url.pathname === `/v1beta/models/${model}:predictLongRunning`
        ? 'create'
        : request.method === 'GET' && url.pathname.startsWith(`/v1beta/models/${model}/operations/`)
          ? 'poll'
          : request.method === 'GET' && /^\/v1beta\/files\/[\w-]+:download$/.test(url.pathname)
            ? 'download'
            : 'unknown';
    const json = step === 'create' ? parseJsonBody(body) : undefined;
    this.requests.add({
      step,
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      json,
    });

    if (step === 'unknown') {
      return this.#violation(response, `Unexpected ${request.method} ${url.pathname}`, 404);
    }
    if (request.headers['x-goog-api-key'] !== this.options.apiKey) {
      return this.#violation(response, `${step}: missing or wrong x-goog-api-key`, 403);
    }
    if (url.searchParams.has('key')) {
      return this.#violation(response, `${step}: the key belongs in the header, not the URL`);
    }
    const injected = this.#failures.take(step);
    if (injected !== undefined) {
      const status = injected === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL';
      return sendJson(response, injected, {
        error: { code: injected, message: `Injected ${injected}`, status },
      });
    }
    if (step === 'create') return this.#create(response, request.headers, json);
    if (step === 'poll') return this.#poll(response, url.pathname.slice('/v1beta/'.length));
    if (url.searchParams.get('alt') !== 'media') {
      return this.#violation(response, 'download: expected ?alt=media');
    }
    const fileId = /files\/([\w-]+):download/.exec(url.pathname)![1]!;
    response.writeHead(302, { location: `${this.#storage.origin}/signed/${fileId}.mp4?sig=abc` });
    response.end();
  }

  #create(response: http.ServerResponse, headers: http.IncomingHttpHeaders, json: unknown): void {
    const problem = this.#checkCreate(headers, json);
    if (problem) return this.#violation(response, `create: ${problem}`);
    const name = `models/${this.options.model}/operations/${randomUUID()}`;
    this.#operations.set(name, {
      scenario: this.scenario,
      pendingPolls: this.pendingPolls,
      polls: 0,
      failure: { ...this.failure },
    });
    sendJson(response, 200, { name });
  }

  #checkCreate(headers: http.IncomingHttpHeaders, json: unknown): string | undefined {
    if (!headers['content-type']?.startsWith('application/json')) return 'not application/json';
    if (!isRecord(json) || !Array.isArray(json.instances) || json.instances.length !== 1) {
      return 'expected exactly one instance';
    }
    const instance: unknown = json.instances[0];
    if (!isRecord(instance)) return 'instance is not an object';
    if (typeof instance.prompt !== 'string' || !instance.prompt.trim()) return 'prompt missing';
    for (const key of Object.keys(instance)) {
      if (!['prompt', 'image'].includes(key)) return `unexpected instance field ${key}`;
    }
    const image = instance.image;
    if (image !== undefined) {
      if (!isRecord(image)) return 'image is not an object';
      if (typeof image.bytesBase64Encoded !== 'string' || !BASE64.test(image.bytesBase64Encoded)) {
        return 'image.bytesBase64Encoded is not base64';
      }
      if (typeof image.mimeType !== 'string' || !image.mimeType.startsWith('image/')) {
        return 'image.mimeType is not an image type';
      }
      if ('gcsUri' in image) return 'gcsUri is Vertex-only';
    }
    const parameters = json.parameters;
    if (!isRecord(parameters)) return 'parameters missing';
    for (const key of Object.keys(parameters)) {
      if (!KNOWN_PARAMETERS.has(key)) return `parameter ${key} is rejected on the Gemini API`;
    }
    if (!['16:9', '9:16'].includes(String(parameters.aspectRatio))) return 'bad aspectRatio';
    const veo2 = this.options.model.startsWith('veo-2');
    const durations = veo2 ? VEO2_DURATIONS : VEO3_DURATIONS;
    if (typeof parameters.durationSeconds !== 'number') return 'durationSeconds must be a number';
    if (!durations.includes(parameters.durationSeconds)) return 'unsupported durationSeconds';
    const resolution = parameters.resolution;
    if (resolution !== undefined) {
      const allowed = veo2 ? ['720p'] : ['720p', '1080p'];
      if (!allowed.includes(String(resolution))) return 'unsupported resolution';
      if (resolution === '1080p' && parameters.durationSeconds !== 8) return '1080p needs 8 s';
    }
    const expected = image === undefined ? 'allow_all' : 'allow_adult';
    if (parameters.personGeneration !== expected) return `personGeneration must be ${expected}`;
    return undefined;
  }

  #poll(response: http.ServerResponse, name: string): void {
    const operation = this.#operations.get(name);
    if (!operation) {
      return sendJson(response, 404, {
        error: { code: 404, message: 'Operation not found', status: 'NOT_FOUND' },
      });
    }
    operation.polls += 1;
    if (operation.scenario === 'never-finishes' || operation.polls <= operation.pendingPolls) {
      return sendJson(response, 200, { name });
    }
    switch (operation.scenario) {
      case 'failure':
        return sendJson(response, 200, { name, done: true, error: operation.failure });
      case 'moderation':
        return sendJson(response, 200, {
          name,
          done: true,
          response: {
            '@type':
              'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
            generateVideoResponse: {
              raiMediaFilteredCount: 1,
              raiMediaFilteredReasons: ['The prompt may violate our policies.'],
            },
          },
        });
      default: {
        const fileId = name.split('/').pop()!;
        return sendJson(response, 200, {
          name,
          done: true,
          response: {
            '@type':
              'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse',
            generateVideoResponse: {
              generatedSamples: [
                { video: { uri: `${this.baseUrl}/files/${fileId}:download?alt=media` } },
              ],
            },
          },
        });
      }
    }
  }

  #handleStorage(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.#storage.origin);
    this.requests.add({
      step: 'storage',
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
    });
    if (request.headers['x-goog-api-key'] !== undefined) {
      this.violations.push('storage: received the API key');
    }
    const injected = this.#failures.take('storage');
    if (injected !== undefined) {
      response.writeHead(injected).end();
      return;
    }
    if (request.method !== 'GET' || !/^\/signed\/[\w-]+\.mp4$/.test(url.pathname)) {
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
