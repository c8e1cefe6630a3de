import type { ScriptEngine } from '@shared/scripts';

/**
 * The Script Writer's engines: the built-in local writer (local/) and an OpenAI-compatible
 * chat model (openai-chat.ts). Domain code (modules/scripts) asks the registry for one writer
 * and streams what it writes; it never branches on a vendor.
 *
 * Script format, for every engine: plain text meant to be read aloud. Sections start with a
 * label alone on its line (HOOK:, INTRO:, SEGMENT 1:, ..., CALL TO ACTION:, OUTRO:) and
 * blank lines separate paragraphs. No markdown. `spokenText` drops the labels for speech.
 */

export interface ScriptWriterInput {
  /** Trimmed, non-blank. */
  title: string;
  /** Trimmed, non-blank. */
  topic: string;
}

/** What a writer proposes for posting a video (generate-youtube-metadata). */
export interface VideoMetadataInput {
  /** The video's prompt, as the user wrote it. */
  prompt: string;
  /** What the video is, in a few words ("a podcast clip", "a short video"). */
  kind: string;
  /** The video's poster frame, for a model that can look at it (analyze-image-for-metadata). */
  poster?: { bytes: Buffer; contentType: string } | undefined;
}

/**
 * A proposal, not yet cleaned: the posting module makes it fit YouTube's rules (no `<`/`>`,
 * at most 100 characters of title, 5000 bytes of description, 500 of tags) before anyone
 * sees it, so every engine's output goes through one rule.
 */
export interface VideoMetadataDraft {
  title: string;
  description: string;
  tags: string[];
}

export interface ScriptWriter {
  readonly engine: ScriptEngine;
  /**
   * A title, description and tags for posting a video, from its prompt and poster. Throws
   * EngineError on a failure the user should read (the caller may fall back to the local
   * writer, which never fails).
   */
  videoMetadata(input: VideoMetadataInput, signal: AbortSignal): Promise<VideoMetadataDraft>;
  /**
   * The script in pieces, in order; their concatenation is the script. Stops (rejecting with
   * the signal's reason) when `signal` aborts; throws EngineError on a failure the user
   * should read.
   */
  write(input: ScriptWriterInput, signal: AbortSignal): AsyncIterable<string>;
}

/**
 * A failure the user reads in the Script Writer is an EngineError (../engine-error.ts) with
 * capability 'script'. Retryable ones (429, 5xx, a dropped stream): trying again later may work
 * (the user decides; nothing retries itself).
 */

export { SECTION_LABEL, spokenText } from '@shared/scripts';
