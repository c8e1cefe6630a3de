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
 * Tests only: a local stand-in for ElevenLabs speech to text, `POST /v1/speech-to-text`
 * (docs/vendors/transcription.md). It checks the `xi-api-key` header and the multipart fields
 * (`model_id`, `file`, `diarize`, `timestamps_granularity`), refuses a file over its limit
 * with 413, and answers `{language_code: "eng", language_probability, text, words}` where each
 * burst of sound in the file is a `word` ("w1", "w2", …), speakers alternating speaker_0 /
 * speaker_1 when diarized, a `spacing` entry between words and, when asked, an `audio_event`
 * "(laughter)" at the end. Errors are `{"detail": {"status", "message"}}` (422: a list).
 */

export interface ElevenLabsSttRequest {
  step: 'transcribe' | 'unknown';
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  fields: Record<string, string>;
  files: MultipartFile[];
}

export interface InjectedSttError {
  status: number;
  code: string;
  message?: string;
  headers?: Record<string, string>;
}

export interface ElevenLabsSttFakeOptions {
  apiKey: string;
  fileLimitBytes?: number;
  /** Adds an audio event after the last word of each answer. */
  audioEvents?: boolean;
}

const MODELS = new Set(['scribe_v1', 'scribe_v1_experimental', 'scribe_v2']);

export class ElevenLabsSttFake {
  readonly requests = new RequestLog<ElevenLabsSttRequest>();
  readonly violations: string[] = [];
  readonly #queued: InjectedSttError[] = [];
  #server!: FakeServer;

  private constructor(readonly options: ElevenLabsSttFakeOptions) {}

  static async start(options: ElevenLabsSttFakeOptions) {
    const fake = new ElevenLabsSttFake(options);
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What ELEVENLABS_BASE_URL would be. */
  get baseUrl(): string {
    return this.#server.origin;
  }

  failNext(...errors: InjectedSttError[]): void {
    this.#queued.push(...errors);
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', this.#server.origin);
    const step = url.pathname === '/v1/speech-to-text' ? 'transcribe' : 'unknown';
    const { fields, files } = await readMultipart(req, body);
    this.requests.add({
      step,
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      fields,
      files,
    });

    if (step === 'unknown' || req.method !== 'POST') {
      this.violations.push(`unexpected ${req.method} ${url.pathname}`);
      return sendJson(res, 404, { detail: 'Not Found' });
    }
    if (req.headers['xi-api-key'] !== this.options.apiKey) {
      this.violations.push('wrong or missing xi-api-key');
      return this.#error(res, 401, 'invalid_api_key', 'Invalid API key');
    }
    const injected = this.#queued.shift();
    if (injected) {
      for (const [name, value] of Object.entries(injected.headers ?? {}))
        res.setHeader(name, value);
      return this.#error(res, injected.status, injected.code, injected.message ?? injected.code);
    }
    const file = files.find((part) => part.field === 'file');
    if (!fields.model_id || !MODELS.has(fields.model_id)) {
      this.violations.push(`unknown model_id ${fields.model_id}`);
      return this.#invalid(res, 'model_id', 'Field required');
    }
    if (!file) {
      this.violations.push('no file part');
      return this.#invalid(res, 'file', 'Field required');
    }
    if (file.bytes.length > (this.options.fileLimitBytes ?? 1024 ** 3)) {
      return this.#error(res, 413, 'file_too_large', 'The uploaded file is too large.');
    }
    if (fields.timestamps_granularity !== 'word') this.violations.push('no word timestamps');
    const heard = hearWav(file.bytes);
    if (!heard || heard.sampleRate !== 16_000 || heard.channels !== 1) {
      this.violations.push('not 16 kHz mono WAV');
      return this.#invalid(res, 'file', 'Invalid audio');
    }
    const diarized = fields.diarize === 'true';
    const words: Record<string, unknown>[] = [];
    heard.bursts.forEach((burst, i) => {
      const speaker_id = diarized ? `speaker_${i % 2}` : 'speaker_0';
      if (i > 0) {
        const gap = { start: words.at(-1)!.end, end: burst.start };
        words.push({ text: ' ', type: 'spacing', speaker_id, logprob: 0, ...gap });
      }
      words.push({ text: `w${i + 1}`, type: 'word', speaker_id, logprob: -0.1, ...burst });
    });
    if (this.options.audioEvents) {
      const end = heard.durationSeconds;
      words.push({
        text: '(laughter)',
        type: 'audio_event',
        speaker_id: 'speaker_0',
        start: end,
        end,
      });
    }
    sendJson(res, 200, {
      language_code: 'eng',
      language_probability: 0.98,
      text: heard.bursts.map((_, i) => `w${i + 1}`).join(' '),
      words,
    });
  }

  #error(res: http.ServerResponse, status: number, code: string, message: string) {
    sendJson(res, status, { detail: { status: code, message } });
  }

  #invalid(res: http.ServerResponse, field: string, msg: string) {
    sendJson(res, 422, { detail: [{ loc: ['body', field], msg, type: 'missing' }] });
  }
}
