/**
 * The one error every engine throws (local or vendor, every capability) when a user should
 * read why the work failed. See docs/decisions/027-one-engine-error.md.
 *
 * `retryable` failures (a network blip, a vendor's 429 or 5xx) are worth another attempt: a job
 * retries them with backoff, an interactive call tells the user to try again. The others (a
 * moderation block, invalid input, an empty vendor account) are final. Either way a paid row
 * that ends failed is refunded once, and the message is what the user reads.
 */

export const ENGINE_CAPABILITIES = ['video', 'image', 'speech', 'script', 'transcription'] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

export interface EngineErrorOptions {
  cause?: unknown;
  /** The vendor (its engine id: veo, hedra, higgsfield, openai, elevenlabs), for logs only. */
  vendor?: string;
  /** The vendor asked us to wait this long before trying again (a `retry-after`). */
  retryAfterMs?: number;
}

export class EngineError extends Error {
  override name = 'EngineError';
  readonly vendor: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    /** Which port threw it; never branched on to pick wording (the message is worded already). */
    readonly capability: EngineCapability,
    /** Shown to the user as is: short, plain, no stack or vendor internals. */
    message: string,
    readonly retryable: boolean,
    options: EngineErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.vendor = options.vendor;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/**
 * The names an engine failure was stored under before there was one class: a job that failed
 * before an upgrade may be read (onExhausted) after it.
 */
const LEGACY_NAMES = new Set([
  'VideoEngineError',
  'ImageEngineError',
  'SpeechEngineError',
  'ScriptEngineError',
]);

/**
 * Whether a failure recorded by the job platform (its `name` and `message`) came from an
 * EngineError, so that its message was worded for users.
 */
export function isEngineFailure(failure: { name?: unknown; message: unknown }): boolean {
  const { name } = failure;
  return typeof name === 'string' && (name === 'EngineError' || LEGACY_NAMES.has(name));
}
