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
 * ElevenLabs speech to text (docs/vendors/transcription.md): `POST /v1/speech-to-text`,
 * multipart, with the ElevenLabs key the voices already use. Words come with times and, with
 * `diarize=true`, a `speaker_id` per word ("speaker_0"), which becomes the word's `speaker`.
 * The answer also lists the spaces between words (`spacing`) and sounds such as (laughter)
 * (`audio_event`): neither is a word anyone reads in a caption.
 */

const ELEVENLABS = { capability: 'transcription', vendor: 'elevenlabs' } as const;

/** ElevenLabs takes uploads up to 1 GB (3 GB in later docs: the older, smaller figure holds). */
export const ELEVENLABS_TRANSCRIPTION_FILE_LIMIT_BYTES = 1024 ** 3;
/**
 * An hour per call: speaker labels hold within one call, so pieces are long, but a 3-hour
 * episode in one piece would hold its WAV and the upload's copy (345 MB each) at once.
 */
const ELEVENLABS_MAX_PIECE_SECONDS = 3600;

export const ELEVENLABS_TRANSCRIPTION_TIMEOUTS: VendorTimeouts = {
  // Uploading up to 115 MB (an hour of 16 kHz WAV), then Scribe hears it.
  requestMs: 10 * 60_000,
  downloadMs: 60_000,
  generationMs: 12 * 60_000,
};

export interface ElevenLabsTranscriptionOptions {
  apiKey: string;
  /** e.g. https://api.elevenlabs.io (config.transcription.elevenlabs.baseUrl). */
  baseUrl: string;
  /** e.g. scribe_v2 (config.transcription.elevenlabs.modelId). */
  modelId: string;
  /** Tests make pieces small by lowering it; production uses ElevenLabs' limit. */
  fileLimitBytes?: number;
  timeouts?: Partial<VendorTimeouts>;
}

/** POST /v1/speech-to-text (a single-channel answer). */
const speechToTextSchema = z.object({
  language_code: z.string().nullish(),
  text: z.string().nullish(),
  words: z.array(
    z.object({
      text: z.string(),
      start: z.number().nonnegative().nullish(),
      end: z.number().nonnegative().nullish(),
      type: z.string(),
      speaker_id: z.string().nullish(),
    }),
  ),
});
type SpeechToText = z.infer<typeof speechToTextSchema>;

export class ElevenLabsTranscription implements TranscriptionEngine {
  readonly engine = 'elevenlabs' as const;
  readonly labelsSpeakers = true;
  readonly maxPieceSeconds: number;
  readonly #options: ElevenLabsTranscriptionOptions;
  readonly #timeouts: VendorTimeouts;

  constructor(options: ElevenLabsTranscriptionOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') };
    this.#timeouts = { ...ELEVENLABS_TRANSCRIPTION_TIMEOUTS, ...options.timeouts };
    this.maxPieceSeconds = Math.min(
      ELEVENLABS_MAX_PIECE_SECONDS,
      wavSecondsWithin(options.fileLimitBytes ?? ELEVENLABS_TRANSCRIPTION_FILE_LIMIT_BYTES),
    );
  }

  async transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
    const session = new VendorSession(request.signal, this.#timeouts, ELEVENLABS);
    try {
      const form = new FormData();
      form.set('model_id', this.#options.modelId);
      form.set('file', wavBlob(request.wav), 'piece.wav');
      form.set('diarize', 'true');
      form.set('timestamps_granularity', 'word');
      if (request.language) form.set('language_code', request.language);
      const body = await session.json(`${this.#options.baseUrl}/v1/speech-to-text`, {
        method: 'POST',
        headers: { 'xi-api-key': this.#options.apiKey },
        form,
        httpError: (failure) => transcriptionHttpError(ELEVENLABS, failure),
      });
      const parsed = speechToTextSchema.safeParse(body);
      if (!parsed.success) throw vendorError(ELEVENLABS, 'unexpected');
      const language = languageCode(parsed.data.language_code);
      return { words: spokenWords(parsed.data), ...(language && { language }) };
    } finally {
      session.close();
    }
  }
}

const SPOKEN = /[\p{L}\p{N}]/u;

/** The `word` entries with their times and speakers; spacing and audio events left out. */
export function spokenWords(answer: SpeechToText): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const entry of answer.words) {
    if (entry.type !== 'word') continue;
    // Vendor text becomes stored captions: nothing in it may fail that write.
    const text = storableText(entry.text).trim();
    if (!SPOKEN.test(text)) continue;
    const start = entry.start ?? words.at(-1)?.end ?? 0;
    const speaker = entry.speaker_id ? storableText(entry.speaker_id).trim() : '';
    words.push({
      text,
      start,
      end: Math.max(start, entry.end ?? start),
      ...(speaker && { speaker }),
    });
  }
  return words;
}
