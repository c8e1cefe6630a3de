import type http from 'node:http';
import { sendJson, type MultipartFile } from './fake-http.js';
import { hearWav } from './heard-words.js';
import {
  SpeechToTextFake,
  type InjectedSttError,
  type SttContract,
  type SttRequest,
} from './speech-to-text-fake.js';

/**
 * Tests only: a local stand-in for an OpenAI-compatible `POST /v1/audio/transcriptions`
 * (docs/vendors/transcription.md). It checks the bearer key (when it has one: a self-hosted
 * server may have none), the multipart fields and the WAV, refuses a file over its limit with
 * 413 as OpenAI does, and answers `verbose_json`: `{text, language: "english", duration,
 * words: [{word, start, end}], segments}`, each burst of sound in the file one word
 * ("w1", "w2", … within that file). Errors use OpenAI's `{error: {message, type, param, code}}`.
 * The checks every speech-to-text fake makes are speech-to-text-fake.ts's.
 */

export type OpenAiTranscriptionRequest = SttRequest;
/** An answer queued by `failNext`: a status, OpenAI's error code and optional headers. */
export type InjectedTranscriptionError = InjectedSttError;

export interface OpenAiTranscriptionFakeOptions {
  /** Undefined: a keyless self-hosted server. */
  apiKey?: string;
  /** OpenAI's 25 MiB unless a test makes it smaller. */
  fileLimitBytes?: number;
  /** Answer segments only, as some self-hosted servers do. */
  segmentsOnly?: boolean;
}

function error(
  res: http.ServerResponse,
  status: number,
  type: string,
  message: string,
  code: string | null = null,
) {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

export class OpenAiTranscriptionFake extends SpeechToTextFake {
  protected readonly contract: SttContract;

  private constructor(readonly options: OpenAiTranscriptionFakeOptions) {
    super();
    const { apiKey } = options;
    this.contract = {
      path: '/v1/audio/transcriptions',
      fileLimitBytes: options.fileLimitBytes ?? 25 * 1024 * 1024,
      authorized: (headers) => apiKey === undefined || headers.authorization === `Bearer ${apiKey}`,
      authViolation: 'wrong or missing bearer key',
      notFound: (res) => error(res, 404, 'invalid_request_error', 'Not found', 'unknown_url'),
      unauthorized: (res) =>
        error(res, 401, 'invalid_request_error', 'Incorrect API key provided.', 'invalid_api_key'),
      injected: (res, injected) =>
        error(
          res,
          injected.status,
          'server_error',
          injected.message ?? `Injected ${injected.status}.`,
          injected.code ?? null,
        ),
      missingFile: (res) =>
        error(res, 400, 'invalid_request_error', "'file' is a required property"),
      tooLarge: (res, size, limit) =>
        error(
          res,
          413,
          'invalid_request_error',
          `Maximum content size limit (${limit}) exceeded (${size} bytes read)`,
        ),
    };
  }

  static async start(options: OpenAiTranscriptionFakeOptions = {}) {
    const fake = new OpenAiTranscriptionFake(options);
    await fake.listen();
    return fake;
  }

  /** What TRANSCRIPTION_BASE_URL would be. */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  protected answer(res: http.ServerResponse, fields: Record<string, string>, file: MultipartFile) {
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
      return error(res, 400, 'invalid_request_error', problems.join('; '));
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
}
