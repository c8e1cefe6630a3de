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
