import type http from 'node:http';
import {
  RequestLog,
  isRecord,
  parseJsonBody,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-http.js';

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/images/generations` (shared/docs/
 * vendors.md section 5). It checks the bearer key and the body against the documented
 * parameters — recording each breach in `violations` and answering it with OpenAI's error
 * shape — and answers `{created, data: [{b64_json} | {url}]}`. URL results are served by a
 * second server (the storage link) that must never see the key.
 */

export type OpenAiImagesScenario = 'b64' | 'url' | 'moderation' | 'content-policy' | 'quota';
export type OpenAiImagesStep = 'generate' | 'storage';

export interface OpenAiImagesRequest {
  step: OpenAiImagesStep | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  json?: unknown;
}

/** An answer queued by `failNext`: a status, OpenAI's error body and optional headers. */
export interface InjectedAnswer {
  status: number;
  headers?: Record<string, string>;
  code?: string;
}

const SIZES: Record<string, string[]> = {
  'gpt-image-1': ['1024x1024', '1536x1024', '1024x1536', 'auto'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
};

export class OpenAiImagesFake {
  scenario: OpenAiImagesScenario = 'b64';
  readonly requests = new RequestLog<OpenAiImagesRequest>();
  readonly violations: string[] = [];
  readonly #queued: InjectedAnswer[] = [];
  #api!: FakeServer;
  #storage!: FakeServer;

  private constructor(private readonly options: { apiKey: string; image: Buffer }) {}

  static async start(options: { apiKey: string; image: Buffer }): Promise<OpenAiImagesFake> {
    const fake = new OpenAiImagesFake(options);
    fake.#api = await startFakeServer((req, res, body) => fake.#handleApi(req, res, body));
    fake.#storage = await startFakeServer((req, res) => fake.#handleStorage(req, res));
    return fake;
  }

  /** What OPENAI_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.#api.origin}/v1`;
  }

  /** The next generation calls get these answers, in order, before behaving normally. */
  failNext(...answers: InjectedAnswer[]): void {
    this.#queued.push(...answers);
  }

  async close(): Promise<void> {
    await Promise.all([this.#api.close(), this.#storage.close()]);
  }

  #error(
    response: http.ServerResponse,
    status: number,
    error: { message: string; type: string; code: string | null; param?: string | null },
    headers: Record<string, string> = {},
  ): void {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    sendJson(response, status, { error: { param: null, ...error } });
  }

  #violation(response: http.ServerResponse, message: string, status = 400): void {
    this.violations.push(message);
    this.#error(response, status, { message, type: 'invalid_request_error', code: null });
  }

  #handleApi(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer): void {
    const url = new URL(request.url ?? '/', this.#api.origin);
    const method = request.method ?? '';
    const step =
      method === 'POST' && url.pathname === '/v1/images/generations' ? 'generate' : 'unknown';
    const entry: OpenAiImagesRequest = {
      step,
      method,
      path: url.pathname,
      headers: request.headers,
    };
    entry.json = parseJsonBody(body);
    this.requests.add(entry);

    if (step === 'unknown')
      return this.#violation(response, `Unexpected ${method} ${url.pathname}`, 404);
    if (request.headers.authorization !== `Bearer ${this.options.apiKey}`) {
      return this.#error(response, 401, {
        message: 'Incorrect API key provided.',
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    }
    const problem = checkBody(entry.json);
    if (problem) return this.#violation(response, problem);
    const injected = this.#queued.shift();
    if (injected) {
      return this.#error(
        response,
        injected.status,
        {
          message: `Injected ${injected.status}`,
          type: 'server_error',
          code: injected.code ?? null,
        },
        injected.headers,
      );
    }
    switch (this.scenario) {
      case 'moderation':
        return this.#error(response, 400, {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          code: 'moderation_blocked',
        });
      case 'content-policy':
        return this.#error(response, 400, {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'invalid_request_error',
          code: 'content_policy_violation',
        });
      case 'quota':
        return this.#error(response, 429, {
          message: 'You exceeded your current quota.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        });
      case 'url':
        return sendJson(response, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [
            { url: `${this.#storage.origin}/images/result.png?sig=fake`, revised_prompt: 'x' },
          ],
        });
      case 'b64':
        return sendJson(response, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: this.options.image.toString('base64') }],
          output_format: 'png',
        });
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
    if (request.headers.authorization !== undefined) {
      this.violations.push('storage: the image link received the API key');
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': this.options.image.length,
    });
    response.end(this.options.image);
  }
}

function checkBody(json: unknown): string | undefined {
  if (!isRecord(json)) return 'body: not a JSON object';
  if (typeof json.prompt !== 'string' || !json.prompt.trim()) return 'prompt: required';
  if (json.prompt.length > 32_000) return 'prompt: too long';
  const sizes = SIZES[String(json.model)];
  if (!sizes) return `model: ${String(json.model)} does not exist`;
  if (json.n !== undefined && json.n !== 1) return 'n: must be 1 here';
  if (json.size !== undefined && !sizes.includes(String(json.size))) {
    return `size: ${String(json.size)} is not supported by ${String(json.model)}`;
  }
  if (json.model === 'gpt-image-1' && json.response_format !== undefined) {
    return 'response_format: not supported by GPT image models';
  }
  return undefined;
}
