import { z } from 'zod';

/**
 * Transcripts (issue 30): the words heard in a recording, with when each is heard and, where the
 * engine can tell, who says it. One contract for the server, the episodes page and the caption
 * editor.
 */

/**
 * The engines that can turn speech into timed words, in the order the registry prefers them
 * (decision 064): ElevenLabs first, as it tells speakers apart.
 */
export const TRANSCRIPTION_ENGINES = [
  'elevenlabs',
  'openai',
  'whisper-cpp',
  'pocketsphinx',
] as const;
export const transcriptionEngineSchema = z.enum(TRANSCRIPTION_ENGINES);
export type TranscriptionEngineId = z.infer<typeof transcriptionEngineSchema>;

/** What the UI calls each engine when it says which one made a transcript. */
export const TRANSCRIPTION_ENGINE_LABELS: Record<TranscriptionEngineId, string> = {
  openai: 'OpenAI-compatible transcription',
  elevenlabs: 'ElevenLabs speech to text',
  'whisper-cpp': 'Local whisper.cpp',
  pocketsphinx: 'Local PocketSphinx',
};

/** One heard word. Times are seconds from the start of the recording. */
export const transcriptWordSchema = z.object({
  text: z.string().min(1),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  /** A stable label per voice ("speaker_0"), when the engine tells speakers apart. */
  speaker: z.string().min(1).optional(),
});
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

export const transcriptSchema = z.object({
  engine: transcriptionEngineSchema,
  /** BCP-47-ish language code when the engine reports it ("en"). */
  language: z.string().optional(),
  words: z.array(transcriptWordSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** Shown wherever words are needed and no engine is set up (spec: say which to set up). */
export const NO_TRANSCRIPTION_ENGINE_MESSAGE =
  'Captions from your recording need a transcription engine: install PocketSphinx (apt-get install pocketsphinx pocketsphinx-en-us), point WHISPER_MODEL_PATH at a whisper.cpp model file, or set OPENAI_API_KEY or ELEVENLABS_API_KEY.';

/**
 * A podcast clip's caption words from an uploaded recording (issue 30, decision 069): at most
 * this many (four minutes of brisk speech is about 700), on the recording's clock.
 */
export const CAPTION_WORDS_MAX = 2_000;
/** The form field's longest JSON: about 80 bytes a word with a speaker label. */
export const CAPTION_WORDS_FIELD_MAX_BYTES = CAPTION_WORDS_MAX * 80;

export const CAPTION_WORDS_MESSAGES = {
  notJson:
    'Caption words must be a JSON list of words, each with its text and its start and end in seconds',
  tooMany: `Caption words must be at most ${CAPTION_WORDS_MAX.toLocaleString('en-US')} words`,
  endsBeforeStart: "A caption word's end must not be before its start",
  outsideAudio: 'Caption words must lie within the audio file: fetch the words for this file again',
  withoutAudio: 'Caption words are for a clip made from an uploaded audio file',
} as const;

/** The words as sent: a list of transcript words, each ending at or after its start. */
export const captionWordListSchema = z
  .array(transcriptWordSchema, { error: CAPTION_WORDS_MESSAGES.notJson })
  .max(CAPTION_WORDS_MAX, CAPTION_WORDS_MESSAGES.tooMany)
  .refine((words) => words.every((word) => word.end >= word.start), {
    error: CAPTION_WORDS_MESSAGES.endsBeforeStart,
  });

/**
 * The form field `captionWords`: the JSON of captionWordListSchema (multipart sends text). One
 * schema for the studio, which builds it, and the server, which parses it.
 */
export const captionWordsFieldSchema = z.string().transform((text, context) => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: CAPTION_WORDS_MESSAGES.notJson });
    return z.NEVER;
  }
  const words = captionWordListSchema.safeParse(json);
  if (words.success) return words.data;
  // Our own rules say what is wrong; a word of the wrong shape gets the format's message.
  const ours: readonly string[] = Object.values(CAPTION_WORDS_MESSAGES);
  const issue = words.error.issues.find((each) => ours.includes(each.message));
  context.addIssue({ code: 'custom', message: issue?.message ?? CAPTION_WORDS_MESSAGES.notJson });
  return z.NEVER;
});
