import { z } from 'zod';
import { storableText } from '@shared/text';
import { VendorSession, vendorError, type VendorTimeouts } from '../http.js';
import { languageCode } from './language.js';
import type {
  TranscriptionEngine,
  TranscriptionRequest,
  TranscriptionResult,
  TranscriptWord,
} from './port.js';
import { transcriptionHttpError } from './vendor-errors.js';
import { wavBlob, wavSecondsWithin } from './wav.js';

/**
 * An OpenAI-compatible `POST {baseUrl}/audio/transcriptions` (docs/vendors/transcription.md):
 * OpenAI's whisper-1, or a self-hosted whisper server (faster-whisper-server / speaches,
 * LocalAI) by its own base URL and no key. One multipart call per piece, `verbose_json` with
 * word and segment timestamps. A server that answers segments but no words gets its segments'
 * words spread over each segment by length: rougher times, but captions still follow speech.
 */

const OPENAI = { capability: 'transcription', vendor: 'openai' } as const;

/** OpenAI refuses uploads over 25 MiB (413); a self-hosted server is held to the same. */
export const OPENAI_TRANSCRIPTION_FILE_LIMIT_BYTES = 25 * 1024 * 1024;

export const OPENAI_TRANSCRIPTION_TIMEOUTS: VendorTimeouts = {
  // Uploading up to 25 MB, then whisper hears up to 13 minutes: usually well under a minute.
  requestMs: 5 * 60_000,
  downloadMs: 60_000,
  generationMs: 6 * 60_000,
};

export interface OpenAiTranscriptionOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:8000/v1 (config.transcription.openai). */
  baseUrl: string;
  /** Sent as a bearer token when set; a self-hosted server may need none. */
  apiKey: string | undefined;
  /** e.g. whisper-1: a model that answers verbose_json with timestamps. */
  model: string;
  /** Tests make pieces small by lowering it; production uses OpenAI's limit. */
  fileLimitBytes?: number;
  timeouts?: Partial<VendorTimeouts>;
}

const timed = { start: z.number().nonnegative(), end: z.number().nonnegative() };
const verboseSchema = z.object({
  text: z.string().nullish(),
  language: z.string().nullish(),
  words: z.array(z.object({ word: z.string(), ...timed })).nullish(),
  segments: z.array(z.object({ text: z.string(), ...timed })).nullish(),
});
type VerboseTranscription = z.infer<typeof verboseSchema>;

export class OpenAiCompatibleTranscription implements TranscriptionEngine {
  readonly engine = 'openai' as const;
  readonly labelsSpeakers = false;
  readonly maxPieceSeconds: number;
  readonly #options: OpenAiTranscriptionOptions;
  readonly #timeouts: VendorTimeouts;

  constructor(options: OpenAiTranscriptionOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') };
    this.#timeouts = { ...OPENAI_TRANSCRIPTION_TIMEOUTS, ...options.timeouts };
    this.maxPieceSeconds = wavSecondsWithin(
      options.fileLimitBytes ?? OPENAI_TRANSCRIPTION_FILE_LIMIT_BYTES,
    );
  }

  async transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
    const session = new VendorSession(request.signal, this.#timeouts, OPENAI);
    try {
      const form = new FormData();
      form.set('file', wavBlob(request.wav), 'piece.wav');
      form.set('model', this.#options.model);
      form.set('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      if (request.language) form.set('language', request.language);
      const { apiKey } = this.#options;
      const body = await session.json(`${this.#options.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        form,
        httpError: (failure) => transcriptionHttpError(OPENAI, failure),
      });
      const parsed = verboseSchema.safeParse(body);
      if (!parsed.success) throw vendorError(OPENAI, 'unexpected');
      const language = languageCode(parsed.data.language);
      return { words: wordsOf(parsed.data), ...(language && { language }) };
    } finally {
      session.close();
    }
  }
}

const SPOKEN = /[\p{L}\p{N}]/u;

function word(text: string, start: number, end: number): TranscriptWord | null {
  // Vendor text becomes stored captions: nothing in it may fail that write.
  const clean = storableText(text).trim();
  if (!SPOKEN.test(clean)) return null;
  return { text: clean, start, end: Math.max(start, end) };
}

/** The timed words, from `words` when the server sent them, else spread over `segments`. */
export function wordsOf(answer: VerboseTranscription): TranscriptWord[] {
  if (answer.words?.length) {
    return answer.words.flatMap((w) => word(w.word, w.start, w.end) ?? []);
  }
  const words: TranscriptWord[] = [];
  for (const segment of answer.segments ?? []) {
    const parts = segment.text.split(/\s+/).filter((part) => SPOKEN.test(part));
    const letters = parts.reduce((sum, part) => sum + part.length, 0);
    const span = Math.max(0, segment.end - segment.start);
    let at = segment.start;
    for (const part of parts) {
      const length = (span * part.length) / letters;
      const spread = word(part, round(at), round(at + length));
      if (spread) words.push(spread);
      at += length;
    }
  }
  if (words.length === 0 && answer.text && SPOKEN.test(answer.text)) {
    // Text without any timing cannot be placed in the recording: not a transcript we can use.
    throw vendorError(OPENAI, 'unexpected');
  }
  return words;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
