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
 * Tests only: a local stand-in for ElevenLabs speech to text, `POST /v1/speech-to-text`
 * (docs/vendors/transcription.md). It checks the `xi-api-key` header and the multipart fields
 * (`model_id`, `file`, `diarize`, `timestamps_granularity`), refuses a file over its limit
 * with 413, and answers `{language_code: "eng", language_probability, text, words}` where each
 * burst of sound in the file is a `word` ("w1", "w2", …), speakers alternating speaker_0 /
 * speaker_1 when diarized, a `spacing` entry between words and, when asked, an `audio_event`
 * "(laughter)" at the end. Errors are `{"detail": {"status", "message"}}` (422: a list).
 * The checks every speech-to-text fake makes are speech-to-text-fake.ts's.
 */

export type ElevenLabsSttRequest = SttRequest;
export type { InjectedSttError };

export interface ElevenLabsSttFakeOptions {
  apiKey: string;
  fileLimitBytes?: number;
  /** Adds an audio event after the last word of each answer. */
  audioEvents?: boolean;
}

const MODELS = new Set(['scribe_v1', 'scribe_v1_experimental', 'scribe_v2']);

const error = (res: http.ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { detail: { status: code, message } });

const invalid = (res: http.ServerResponse, field: string, msg: string) =>
  sendJson(res, 422, { detail: [{ loc: ['body', field], msg, type: 'missing' }] });

export class ElevenLabsSttFake extends SpeechToTextFake {
  protected readonly contract: SttContract;

  private constructor(readonly options: ElevenLabsSttFakeOptions) {
    super();
    this.contract = {
      path: '/v1/speech-to-text',
      fileLimitBytes: options.fileLimitBytes ?? 1024 ** 3,
      authorized: (headers) => headers['xi-api-key'] === options.apiKey,
      authViolation: 'wrong or missing xi-api-key',
      notFound: (res) => sendJson(res, 404, { detail: 'Not Found' }),
      unauthorized: (res) => error(res, 401, 'invalid_api_key', 'Invalid API key'),
      injected: (res, injected) =>
        error(res, injected.status, injected.code ?? '', injected.message ?? injected.code ?? ''),
      refusesFields: (res, fields) => {
        if (fields.model_id && MODELS.has(fields.model_id)) return false;
        this.violations.push(`unknown model_id ${fields.model_id}`);
        invalid(res, 'model_id', 'Field required');
        return true;
      },
      missingFile: (res) => invalid(res, 'file', 'Field required'),
      tooLarge: (res) => error(res, 413, 'file_too_large', 'The uploaded file is too large.'),
    };
  }

  static async start(options: ElevenLabsSttFakeOptions) {
    const fake = new ElevenLabsSttFake(options);
    await fake.listen();
    return fake;
  }

  /** What ELEVENLABS_BASE_URL would be. */
  get baseUrl(): string {
    return this.origin;
  }

  protected answer(res: http.ServerResponse, fields: Record<string, string>, file: MultipartFile) {
    if (fields.timestamps_granularity !== 'word') this.violations.push('no word timestamps');
    const heard = hearWav(file.bytes);
    if (!heard || heard.sampleRate !== 16_000 || heard.channels !== 1) {
      this.violations.push('not 16 kHz mono WAV');
      return invalid(res, 'file', 'Invalid audio');
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
}
