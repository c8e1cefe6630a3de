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
 * Tests only: a local stand-in for an OpenAI-compatible `POST /v1/chat/completions` with
 * `stream: true` (shared/docs/vendors.md section 5). It checks the bearer key and the body
 * (model, messages, stream), recording each breach in `violations` and answering it with
 * OpenAI's error shape, and streams `chat.completion.chunk` events ending in `data: [DONE]`.
 * Scenarios cover what the adapter must survive: a mid-stream `error` chunk, a stream cut
 * before [DONE], a content-filter stop, a server that ignores `stream`, and a stall.
 * A non-streamed request (`stream: false`, the video metadata proposal) may carry content
 * parts (text and a base64 `image_url`) and is answered with one completion of `metadataReply`.
 */

export type ChatScenario =
  | 'stream'
  | 'mid-stream-error'
  | 'no-done'
  | 'content-filter'
  | 'whole-json'
  | 'stall'
  /** A model that cannot see: a request with an image part is refused (OpenAI's 400). */
  | 'no-vision';

export interface ChatRequest {
  step: 'chat' | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  json?: unknown;
}

/** An answer queued by `failNext`: a status and OpenAI's error body. */
export interface InjectedChatFailure {
  status: number;
  code?: string;
  message?: string;
}

export interface ChatFakeOptions {
  /** The key the fake accepts; undefined: a keyless server that expects no Authorization. */
  apiKey: string | undefined;
  model: string;
  /** The text it streams, in pieces of a few characters. */
  reply?: string;
}

const DEFAULT_REPLY =
  'HOOK:\nEver wondered why some shows just click?\n\nINTRO:\nWelcome to the show.\n\nOUTRO:\nSee you next time.';

export class OpenAiChatFake {
  scenario: ChatScenario = 'stream';
  reply: string;
  /** What a non-streamed completion answers (a JSON object as text, as asked). */
  metadataReply = JSON.stringify({
    title: 'A Sunny Loft',
    description: 'Plants and light.',
    tags: ['loft', 'plants'],
  });
  readonly requests = new RequestLog<ChatRequest>();
  readonly violations: string[] = [];
  /** Streams the client closed before the fake finished them. */
  clientClosedStreams = 0;
  readonly #queued: InjectedChatFailure[] = [];
  readonly #closedWaiters: (() => void)[] = [];
  #server!: FakeServer;

  private constructor(private readonly options: ChatFakeOptions) {
    this.reply = options.reply ?? DEFAULT_REPLY;
  }

  static async start(options: ChatFakeOptions): Promise<OpenAiChatFake> {
    const fake = new OpenAiChatFake(options);
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What OPENAI_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.#server.origin}/v1`;
  }

  /** The next calls get these HTTP failures, in order, before behaving normally. */
  failNext(...failures: InjectedChatFailure[]): void {
    this.#queued.push(...failures);
  }

  /** Resolves once a client has hung up on a stream in progress. */
  clientClosed(): Promise<void> {
    if (this.clientClosedStreams > 0) return Promise.resolve();
    return new Promise((resolve) => this.#closedWaiters.push(resolve));
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  /** The reply in the pieces the fake streams (a few characters each, as models do). */
  pieces(): string[] {
    return this.reply.match(/[\s\S]{1,7}/g) ?? [];
  }

  #handle(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) {
    const url = new URL(request.url ?? '/', this.#server.origin);
    const method = request.method ?? '';
    const step = method === 'POST' && url.pathname === '/v1/chat/completions' ? 'chat' : 'unknown';
    const json = parseJsonBody(body);
    this.requests.add({ step, method, path: url.pathname, headers: request.headers, json });

    if (step === 'unknown')
      return this.#violation(response, `Unexpected ${method} ${url.pathname}`, 404);
    const expected = this.options.apiKey ? `Bearer ${this.options.apiKey}` : undefined;
    if (request.headers.authorization !== expected) {
      if (!this.options.apiKey) this.violations.push('authorization: sent to a keyless server');
      return this.#error(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const problem = this.#checkBody(json);
    if (problem) return this.#violation(response, problem);
    const injected = this.#queued.shift();
    if (injected) {
      const message = injected.message ?? `Injected ${injected.status}`;
      return this.#error(response, injected.status, message, injected.code ?? null);
    }
    if (isRecord(json) && json.stream === false) {
      if (this.scenario === 'no-vision' && JSON.stringify(json.messages).includes('image_url')) {
        const message = 'Invalid content type. image_url is only supported by certain models.';
        return this.#error(response, 400, message, null);
      }
      return this.#whole(response, this.metadataReply);
    }
    if (this.scenario === 'whole-json') return this.#whole(response);
    return this.#stream(response);
  }

  #stream(response: http.ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const id = `chatcmpl-${Date.now()}`;
    const created = Math.floor(Date.now() / 1000);
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) => {
      const chunk = {
        id,
        object: 'chat.completion.chunk',
        created,
        model: this.options.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    };
    response.write(': keep-alive\n\n');
    send({ role: 'assistant', content: '' });
    const pieces = this.pieces();
    if (this.scenario === 'stall') {
      send({ content: pieces[0] ?? '' });
      // Never finishes: the client must give up or hang up.
      response.on('close', () => {
        this.clientClosedStreams += 1;
        for (const resolve of this.#closedWaiters.splice(0)) resolve();
      });
      return;
    }
    const half = Math.ceil(pieces.length / 2);
    for (const [index, piece] of pieces.entries()) {
      if (this.scenario === 'mid-stream-error' && index === half) {
        const error = { message: 'The model crashed while generating.', type: 'server_error' };
        response.write(`data: ${JSON.stringify({ error })}\n\n`);
        return void response.end();
      }
      send({ content: piece });
    }
    if (this.scenario === 'no-done') return void response.end();
    send({}, this.scenario === 'content-filter' ? 'content_filter' : 'stop');
    response.end('data: [DONE]\n\n');
  }

  #whole(response: http.ServerResponse, content = this.reply): void {
    sendJson(response, 200, {
      id: 'chatcmpl-whole',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: this.options.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    });
  }

  #checkBody(json: unknown): string | undefined {
    if (!isRecord(json)) return 'body: not a JSON object';
    if (json.model !== this.options.model) return `model: ${String(json.model)} does not exist`;
    if (json.stream === false) return checkPartsBody(json);
    if (json.stream !== true) return 'stream: expected true';
    const { messages } = json;
    if (!Array.isArray(messages) || messages.length === 0) return 'messages: required';
    const roles = new Set(['system', 'developer', 'user', 'assistant']);
    for (const message of messages) {
      if (!isRecord(message) || !roles.has(String(message.role))) return 'messages: bad role';
      if (typeof message.content !== 'string' || !message.content) {
        return 'messages: content must be a non-empty string';
      }
    }
    return undefined;
  }

  #error(response: http.ServerResponse, status: number, message: string, code: string | null) {
    const type = status === 401 ? 'invalid_request_error' : 'server_error';
    sendJson(response, status, { error: { message, type, param: null, code } });
  }

  #violation(response: http.ServerResponse, message: string, status = 400): void {
    this.violations.push(message);
    this.#error(response, status, message, null);
  }
}

/** A non-streamed request: text or content parts (text, image_url with a base64 data URL). */
function checkPartsBody(json: Record<string, unknown>): string | undefined {
  const { messages } = json;
  if (!Array.isArray(messages) || messages.length === 0) return 'messages: required';
  for (const message of messages) {
    if (!isRecord(message)) return 'messages: bad message';
    const { content } = message;
    if (typeof content === 'string' && content) continue;
    if (!Array.isArray(content) || content.length === 0) return 'messages: content required';
    for (const part of content) {
      if (!isRecord(part)) return 'messages: bad content part';
      if (part.type === 'text' && typeof part.text === 'string') continue;
      const image = part.image_url;
      if (part.type === 'image_url' && isRecord(image) && typeof image.url === 'string') {
        if (!/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/.test(image.url)) {
          return 'image_url: not a base64 data URL of an image';
        }
        continue;
      }
      return `messages: unknown content part ${String(part.type)}`;
    }
  }
  return undefined;
}
