import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import {
  isRecord,
  parseJsonBody,
  readMultipart,
  RequestLog,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-http.js';
import { DEFAULT_VOICES } from '@shared/voices';

/**
 * Tests only: a local stand-in for ElevenLabs' API (vendors.md section 4) that checks what it
 * receives — the `xi-api-key` header, the path, the query, the JSON body or the multipart parts
 * — recording each breach in `violations` and answering it the way ElevenLabs does. It answers
 * the documented shapes: `{audio_base64, alignment, normalized_alignment}` for speech (each
 * character 50 ms), `{voice_id, requires_verification}` for a clone, and errors as
 * `{"detail": {"status", "message"}}` (422: `{"detail": [{loc, msg, type}]}`).
 */

export type ElevenLabsStep = 'speech' | 'clone';

export interface ElevenLabsRequest {
  step: ElevenLabsStep | 'unknown';
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  json?: unknown;
  /** Multipart text fields, and files as {name, type, size}. */
  fields?: Record<string, string>;
  files?: { field: string; name: string; type: string; bytes: Buffer }[];
}

/** An answer queued by `failNext`: ElevenLabs' error with this status and code. */
export interface InjectedError {
  status: number;
  code: string;
  message?: string;
}

export const CHARACTER_SECONDS = 0.05;
const OUTPUT_FORMATS = /^(mp3_(22050_32|24000_48|44100_(32|64|96|128|192))|pcm_\d+|wav_\d+)$/;

export class ElevenLabsFake {
  readonly requests = new RequestLog<ElevenLabsRequest>();
  readonly violations: string[] = [];
  /** Voices that exist: the premade defaults and every clone made here. */
  readonly voices = new Set<string>(DEFAULT_VOICES.map((voice) => voice.voiceId));
  readonly #queued = new Map<ElevenLabsStep, InjectedError[]>();
  #server!: FakeServer;

  private constructor(private readonly options: { apiKey: string; audio: Buffer }) {}

  /** `audio`: the MP3 every synthesis answers (a real one, so callers can probe it). */
  static async start(options: { apiKey: string; audio: Buffer }): Promise<ElevenLabsFake> {
    const fake = new ElevenLabsFake(options);
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What ELEVENLABS_BASE_URL would be. */
  get baseUrl(): string {
    return this.#server.origin;
  }

  /** The next calls of `step` get these errors, in order, before behaving normally. */
  failNext(step: ElevenLabsStep, ...errors: InjectedError[]): void {
    this.#queued.set(step, [...(this.#queued.get(step) ?? []), ...errors]);
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const speech = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/.exec(url.pathname);
    const step: ElevenLabsRequest['step'] = speech
      ? 'speech'
      : url.pathname === '/v1/voices/add'
        ? 'clone'
        : 'unknown';
    const entry: ElevenLabsRequest = {
      step,
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    if (step === 'clone') Object.assign(entry, await readMultipart(req, body));
    else entry.json = parseJsonBody(body);
    this.requests.add(entry);

    if (step === 'unknown' || req.method !== 'POST') {
      this.violations.push(`unexpected ${req.method} ${url.pathname}`);
      return sendJson(res, 404, { detail: 'Not Found' });
    }
    if (req.headers['xi-api-key'] !== this.options.apiKey) {
      this.violations.push(`${step}: wrong or missing xi-api-key`);
      return this.#error(res, 401, 'invalid_api_key', 'Invalid API key');
    }
    const injected = this.#queued.get(step)?.shift();
    if (injected) {
      return this.#error(res, injected.status, injected.code, injected.message ?? injected.code);
    }
    if (step === 'speech') return this.#speech(res, decodeURIComponent(speech![1]!), entry);
    return this.#clone(res, entry);
  }

  #speech(res: http.ServerResponse, voiceId: string, entry: ElevenLabsRequest) {
    const format = entry.query.get('output_format');
    if (format !== null && !OUTPUT_FORMATS.test(format)) {
      this.violations.push(`speech: unknown output_format ${format}`);
      return this.#invalid(res, ['query', 'output_format'], 'Input should be a valid format');
    }
    const json = entry.json;
    if (!isRecord(json) || typeof json.text !== 'string' || json.text === '') {
      this.violations.push('speech: body without text');
      return this.#invalid(res, ['body', 'text'], 'Field required');
    }
    if (json.model_id !== undefined && typeof json.model_id !== 'string') {
      this.violations.push('speech: model_id is not a string');
      return this.#invalid(res, ['body', 'model_id'], 'Input should be a valid string');
    }
    if (!this.voices.has(voiceId)) {
      return this.#error(
        res,
        400,
        'voice_not_found',
        `A voice with voice_id ${voiceId} was not found.`,
      );
    }
    const alignment = alignmentOf(json.text);
    sendJson(res, 200, {
      audio_base64: this.options.audio.toString('base64'),
      alignment,
      normalized_alignment: alignment,
    });
  }

  #clone(res: http.ServerResponse, entry: ElevenLabsRequest) {
    const contentType = String(entry.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data')) {
      this.violations.push('clone: not multipart/form-data');
      return this.#invalid(res, ['body', 'name'], 'Field required');
    }
    if (!entry.fields?.name) {
      this.violations.push('clone: no name');
      return this.#invalid(res, ['body', 'name'], 'Field required');
    }
    const files = entry.files?.filter((file) => file.field === 'files') ?? [];
    if (files.length === 0 || files.some((file) => file.bytes.length === 0)) {
      this.violations.push('clone: no sample in "files"');
      return this.#invalid(res, ['body', 'files'], 'Field required');
    }
    const voiceId = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);
    this.voices.add(voiceId);
    sendJson(res, 200, { voice_id: voiceId, requires_verification: false });
  }

  #error(res: http.ServerResponse, status: number, code: string, message: string) {
    sendJson(res, status, { detail: { status: code, message } });
  }

  #invalid(res: http.ServerResponse, loc: string[], msg: string) {
    sendJson(res, 422, { detail: [{ loc, msg, type: 'missing' }] });
  }
}

/** Each character in turn, CHARACTER_SECONDS long: a plausible character alignment. */
export function alignmentOf(text: string) {
  const characters = [...text];
  const starts = characters.map((_, i) => Number((i * CHARACTER_SECONDS).toFixed(3)));
  const ends = characters.map((_, i) => Number(((i + 1) * CHARACTER_SECONDS).toFixed(3)));
  return {
    characters,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  };
}
