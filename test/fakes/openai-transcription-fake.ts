import type http from 'node:http';
import {
  readMultipart,
  RequestLog,
  sendJson,
  startFakeServer,
  type FakeServer,
  type MultipartFile,
} from './fake-http.js';
import { hearWav } from './heard-words.js';

/**
 * Tests only: a local stand-in for an OpenAI-compatible `POST /v1/audio/transcriptions`
 * (docs/vendors/transcription.md). It checks the bearer key (when it has one: a self-hosted
 * server may have none), the multipart fields and the WAV, refuses a file over its limit with
 * 413 as OpenAI does, and answers `verbose_json`: `{text, language: "english", duration,
 * words: [{word, start, end}], segments}`, each burst of sound in the file one word
 * ("w1", "w2", … within that file). Errors use OpenAI's `{error: {message, type, param, code}}`.
 */

export interface OpenAiTranscriptionRequest {
  step: 'transcribe' | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** An answer queued by `failNext`: a status, OpenAI's error code and optional headers. */
export interface InjectedTranscriptionError {
  status: number;
  code?: string;
  message?: string;
  headers?: Record<string, string>;
}

export interface OpenAiTranscriptionFakeOptions {
  /** Undefined: a keyless self-hosted server. */
  apiKey?: string;
  /** OpenAI's 25 MiB unless a test makes it smaller. */
  fileLimitBytes?: number;
  /** Answer segments only, as some self-hosted servers do. */
  segmentsOnly?: boolean;
}

export class OpenAiTranscriptionFake {
  readonly requests = new RequestLog<OpenAiTranscriptionRequest>();
  readonly violations: string[] = [];
  readonly #queued: InjectedTranscriptionError[] = [];
  #server!: FakeServer;

  private constructor(readonly options: OpenAiTranscriptionFakeOptions) {}

  static async start(options: OpenAiTranscriptionFakeOptions = {}) {
    const fake = new OpenAiTranscriptionFake(options);
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What TRANSCRIPTION_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.#server.origin}/v1`;
  }

  /** The next calls get these errors, in order, before behaving normally. */
  failNext(...errors: InjectedTranscriptionError[]): void {
    this.#queued.push(...errors);
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', this.#server.origin);
    const step = url.pathname === '/v1/audio/transcriptions' ? 'transcribe' : 'unknown';
    const entry = { step, method: req.method ?? '', path: url.pathname, headers: req.headers };
    const limit = this.options.fileLimitBytes ?? 25 * 1024 * 1024;
    const { fields, files } = await readMultipart(req, body);
    this.requests.add({ ...entry, step, fields, files });

    if (step === 'unknown' || req.method !== 'POST') {
      this.violations.push(`unexpected ${req.method} ${url.pathname}`);
      return this.#error(res, 404, 'invalid_request_error', 'Not found', 'unknown_url');
    }
    const { apiKey } = this.options;
    if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) {
      this.violations.push('wrong or missing bearer key');
      return this.#error(
        res,
        401,
        'invalid_request_error',
        'Incorrect API key provided.',
        'invalid_api_key',
      );
    }
    const injected = this.#queued.shift();
    if (injected) {
      for (const [name, value] of Object.entries(injected.headers ?? {}))
        res.setHeader(name, value);
      const message = injected.message ?? `Injected ${injected.status}.`;
      return this.#error(res, injected.status, 'server_error', message, injected.code ?? null);
    }
    const file = files.find((part) => part.field === 'file');
    if (!file) {
      this.violations.push('no file part');
      return this.#error(res, 400, 'invalid_request_error', "'file' is a required property");
    }
    if (file.bytes.length > limit) {
      return this.#error(
        res,
        413,
        'invalid_request_error',
        `Maximum content size limit (${limit}) exceeded (${file.bytes.length} bytes read)`,
      );
    }
    const problems = [
      !fields.model && 'no model',
      fields.response_format !== 'verbose_json' && 'response_format is not verbose_json',
      !fields['timestamp_granularities[]']?.split(',').includes('word') && 'no word timestamps',
      !file.name.endsWith('.wav') && 'file name without a .wav extension',
    ].filter((problem): problem is string => typeof problem === 'string');
    const heard = hearWav(file.bytes);
    if (!heard || heard.sampleRate !== 16_000 || heard.channels !== 1)
      problems.push('not 16 kHz mono WAV');
    if (problems.length > 0 || !heard) {
      this.violations.push(...problems);
      return this.#error(res, 400, 'invalid_request_error', problems.join('; '));
    }
    const words = heard.bursts.map((burst, i) => ({ word: `w${i + 1}`, ...burst }));
    const text = words.map((word) => word.word).join(' ');
    const segment = words.length
      ? [{ id: 0, seek: 0, start: words[0]!.start, end: words.at(-1)!.end, text: ` ${text}` }]
      : [];
    sendJson(res, 200, {
      task: 'transcribe',
      language: 'english',
      duration: heard.durationSeconds,
      text,
      ...(this.options.segmentsOnly ? {} : { words }),
      segments: segment,
    });
  }

  #error(
    res: http.ServerResponse,
    status: number,
    type: string,
    message: string,
    code: string | null = null,
  ) {
    sendJson(res, status, { error: { message, type, param: null, code } });
  }
}
