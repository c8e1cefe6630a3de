import type { ScriptEngine } from '@shared/scripts';

/**
 * The Script Writer's engines: the built-in local writer (local.ts) and an OpenAI-compatible
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

export interface ScriptWriter {
  readonly engine: ScriptEngine;
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
