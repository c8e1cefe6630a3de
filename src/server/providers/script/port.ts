import type { ScriptEngine } from '@shared/scripts';
import type { VendorMessages, VendorVocabulary } from '../http-errors.js';

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
   * the signal's reason) when `signal` aborts; throws ScriptEngineError on a failure the user
   * should read.
   */
  write(input: ScriptWriterInput, signal: AbortSignal): AsyncIterable<string>;
}

/** A failure the user reads in the Script Writer, in the engine's own words. */
export class ScriptEngineError extends Error {
  override name = 'ScriptEngineError';
  constructor(
    message: string,
    /** 429 and 5xx: trying again later may work (the user decides; nothing retries itself). */
    public readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export { SECTION_LABEL, spokenText } from '@shared/scripts';

/** How chat failures read (the shared vendor mapping in ../http-errors.ts uses these). */
export const SCRIPT_VENDOR_MESSAGES = {
  busy: 'The AI script writer is busy right now. Please try again in a minute.',
  trouble: 'The AI script writer had a temporary problem. Please try again.',
  unreachable: "We couldn't reach the AI script writer. Please try again.",
  notResponding: 'The AI script writer stopped responding. Please try again.',
  timedOut: 'The AI script writer took too long to finish. Please try again.',
  blocked: 'The AI script writer declined to write about this topic.',
  credentials: 'The AI script writer did not accept our credentials. Please contact support.',
  outOfCredit: "The AI script writer's account is out of credit. Please contact support.",
  unexpected: "The AI script writer sent an answer we couldn't read.",
  downloadFailed: 'The AI script writer stopped before the script was finished. Please try again.',
  rejected: (detail?: string) =>
    detail
      ? `The AI script writer rejected the request: ${detail}`
      : 'The AI script writer rejected the request.',
  failed: (detail?: string) =>
    detail
      ? `The AI script writer failed while writing: ${detail}`
      : 'The AI script writer failed while writing. Please try again.',
} as const satisfies VendorMessages;

export const SCRIPT_VOCABULARY: VendorVocabulary = {
  messages: SCRIPT_VENDOR_MESSAGES,
  ErrorClass: ScriptEngineError,
};
