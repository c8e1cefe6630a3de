import { EngineError } from '../../kernel/engine-error.js';
import {
  vendorDetail,
  vendorError,
  vendorFailure,
  type VendorFailureKind,
} from '../vendor-failure.js';
import { openAiVideoMetadata } from './openai-metadata.js';
import type {
  ScriptWriter,
  ScriptWriterInput,
  VideoMetadataDraft,
  VideoMetadataInput,
} from './port.js';
import { readSseEvents } from './sse.js';

/**
 * The Script Writer on an OpenAI-compatible chat model (vendors.md section 5): OpenAI, Ollama,
 * vLLM or llama.cpp's llama-server, by base URL. `POST {baseUrl}/chat/completions` with
 * `stream: true`; the text arrives as server-sent events of `choices[0].delta.content` and
 * ends with `data: [DONE]`. A stream that stops before [DONE] is an error, even with text:
 * the script would be cut off mid-sentence, and the user would not know.
 */

export interface ChatTimeouts {
  /** Until the first bytes of the answer (a local server may first load the model). */
  firstByteMs: number;
  /** Between two pieces of the stream once it flows. */
  idleMs: number;
  /** The whole script. */
  totalMs: number;
}

export const CHAT_TIMEOUTS: ChatTimeouts = {
  firstByteMs: 120_000,
  idleMs: 60_000,
  totalMs: 5 * 60_000,
};

export const EMPTY_SCRIPT_MESSAGE =
  'The AI script writer returned an empty script. Please try again.';

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (config.scripts.chat). */
  baseUrl: string;
  /** Sent as a bearer token when set; keyless local servers need none. */
  apiKey: string | undefined;
  model: string;
  timeouts?: Partial<ChatTimeouts>;
}

export const SCRIPT_SYSTEM_PROMPT = [
  'You write podcast episode scripts that one host reads aloud, word for word.',
  'Write plain text only: no markdown, no asterisks, no bullet points, no emojis, no stage',
  'directions, no sound cues and no speaker names.',
  'Use exactly these sections, each starting with its label alone on its own line, followed',
  'by the spoken text: HOOK:, INTRO:, then SEGMENT 1:, SEGMENT 2: and so on (one segment for',
  'each main point of the topic), then CALL TO ACTION: and OUTRO:.',
  'Keep it conversational and warm. In every segment, explain the point, ask the listener a',
  'question and give one concrete example. Aim for 400 to 700 words.',
].join(' ');

export function scriptMessages({ title, topic }: ScriptWriterInput) {
  return [
    { role: 'system' as const, content: SCRIPT_SYSTEM_PROMPT },
    { role: 'user' as const, content: `Episode title: ${title}\n\nTopic and details:\n${topic}` },
  ];
}

const CHAT = { capability: 'script', vendor: 'openai' } as const;

/** A chat failure of a known kind, in the script writer's words. */
const chatError = (
  kind: VendorFailureKind,
  options: { detail?: string; retryable?: boolean; cause?: unknown } = {},
) => vendorError(CHAT, kind, options);

/**
 * An HTTP failure (`{error: {message, type, code}}`) as the user should read it: OpenAI's codes
 * for an empty account or a refused prompt decide whatever the status.
 */
export function chatHttpError(status: number, body: unknown): EngineError {
  return vendorFailure('script', 'openai', status, body);
}

/** The first-byte, idle and total limits of one call, as one abort signal. */
class Watchdog {
  readonly #controller = new AbortController();
  readonly signal: AbortSignal;
  /** Which limit fired, if one did. */
  expired: 'silent' | 'total' | undefined;
  #idle: NodeJS.Timeout;
  readonly #total: NodeJS.Timeout;

  constructor(
    caller: AbortSignal,
    private readonly timeouts: ChatTimeouts,
  ) {
    this.signal = AbortSignal.any([caller, this.#controller.signal]);
    this.#idle = this.#timer(timeouts.firstByteMs, 'silent');
    this.#total = this.#timer(timeouts.totalMs, 'total');
  }

  /** Bytes arrived: the server is alive. */
  touch(): void {
    clearTimeout(this.#idle);
    this.#idle = this.#timer(this.timeouts.idleMs, 'silent');
  }

  /** Stops the timers and cancels whatever is still in flight (harmless after the end). */
  close(): void {
    clearTimeout(this.#idle);
    clearTimeout(this.#total);
    this.#controller.abort();
  }

  #timer(ms: number, kind: 'silent' | 'total'): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.expired ??= kind;
      this.#controller.abort();
    }, ms);
    timer.unref();
    return timer;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ChatChunk {
  error?: unknown;
  choices?: {
    delta?: { content?: unknown };
    message?: { content?: unknown };
    finish_reason?: unknown;
  }[];
}

/** A chunk's (or a whole completion's) text; throws for an error or a blocked answer. */
function chunkText(chunk: unknown, isErrorEvent = false): string {
  if (typeof chunk !== 'object' || chunk === null) {
    throw chatError('unexpected');
  }
  const { error, choices } = chunk as ChatChunk;
  if (error !== undefined && error !== null) {
    throw chatError('failed', { detail: vendorDetail(chunk), retryable: true });
  }
  if (isErrorEvent) throw chatError('failed', { detail: vendorDetail(chunk), retryable: true });
  const choice = choices?.[0];
  if (choice?.finish_reason === 'content_filter') {
    throw chatError('blocked');
  }
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

export class OpenAiChatScriptWriter implements ScriptWriter {
  readonly engine = 'openai' as const;
  readonly #options: OpenAiChatOptions;
  readonly #timeouts: ChatTimeouts;

  constructor(options: OpenAiChatOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') };
    this.#timeouts = { ...CHAT_TIMEOUTS, ...options.timeouts };
  }

  async *write(input: ScriptWriterInput, signal: AbortSignal): AsyncGenerator<string> {
    const watchdog = new Watchdog(signal, this.#timeouts);
    let answered = false;
    try {
      const response = await this.#post(input, watchdog.signal);
      answered = true;
      watchdog.touch();
      if (!response.ok) {
        throw chatHttpError(response.status, parseJson(await response.text()) ?? null);
      }
      let wrote = false;
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        // A server that ignored `stream: true` answers one whole completion.
        const text = chunkText(parseJson(await response.text()));
        if (text) yield text;
        wrote = text.trim().length > 0;
      } else {
        if (!response.body) throw chatError('unexpected');
        let finished = false;
        // Node's fetch body is async-iterable; the DOM typings do not say so.
        const body = response.body as unknown as AsyncIterable<Uint8Array>;
        for await (const { event, data } of readSseEvents(body, () => watchdog.touch())) {
          if (data.trim() === '[DONE]') {
            finished = true;
            break;
          }
          const chunk = parseJson(data);
          if (chunk === undefined) throw chatError('unexpected');
          const text = chunkText(chunk, event === 'error');
          if (!text) continue;
          wrote ||= text.trim().length > 0;
          yield text;
        }
        if (!finished) throw chatError('downloadFailed', { retryable: true });
      }
      if (!wrote)
        throw new EngineError('script', EMPTY_SCRIPT_MESSAGE, true, { vendor: CHAT.vendor });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof EngineError) throw error;
      if (watchdog.expired === 'total') throw chatError('timedOut', { retryable: true });
      if (watchdog.expired === 'silent') {
        throw chatError('notResponding', { cause: error });
      }
      // The connection failed: before an answer we never reached the server; after, it dropped.
      throw chatError(answered ? 'downloadFailed' : 'unreachable', {
        retryable: true,
        cause: error,
      });
    } finally {
      watchdog.close();
    }
  }

  /** One non-streamed completion that also sees the poster (openai-metadata.ts). */
  videoMetadata(input: VideoMetadataInput, signal: AbortSignal): Promise<VideoMetadataDraft> {
    const { baseUrl, apiKey, model } = this.#options;
    return openAiVideoMetadata({ baseUrl, apiKey, model }, input, signal);
  }

  #post(input: ScriptWriterInput, signal: AbortSignal): Promise<Response> {
    const { baseUrl, apiKey, model } = this.#options;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    return fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model, messages: scriptMessages(input), stream: true }),
      signal,
      redirect: 'error',
    });
  }
}
