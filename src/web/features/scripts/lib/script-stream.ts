import {
  SCRIPT_MESSAGES,
  scriptStreamEventSchema,
  type Script,
  type ScriptStreamEvent,
} from '@shared/scripts';

/**
 * Reading the generate call's answer: server-sent events (text/event-stream), one JSON object
 * per event's `data:` lines, ending with `done` (the saved script) or `error`.
 */

/** The stream said `error`, or ended before `done`: nothing was saved. */
export class ScriptStreamError extends Error {
  override readonly name = 'ScriptStreamError';
}

/**
 * Splits event-stream text into the data of each event. Text arrives in arbitrary pieces, so a
 * partial event waits in the buffer for the next piece.
 * Per the event-stream format: events end at a blank line, lines end in LF, CRLF or CR, lines
 * starting with ':' are comments (keep-alives), and several `data:` lines join with LF.
 */
export class EventStreamParser {
  private buffer = '';
  /** The last piece ended in CR: an LF opening the next piece belongs to that line end. */
  private pendingCr = false;

  /** Adds a piece of text; returns the data of every event it completed. */
  push(text: string): string[] {
    const piece = this.pendingCr && text.startsWith('\n') ? text.slice(1) : text;
    if (text) this.pendingCr = piece.endsWith('\r');
    this.buffer += normaliseLineEnds(piece);
    const blocks = this.buffer.split('\n\n');
    this.buffer = blocks.pop() ?? '';
    return blocks.flatMap(dataOf);
  }

  /** The stream ended: an event still waiting for its blank line counts too. */
  end(): string[] {
    const rest = this.buffer;
    this.buffer = '';
    this.pendingCr = false;
    return dataOf(rest);
  }
}

function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The joined `data:` lines of one event block, or nothing for a comment-only block. */
function dataOf(block: string): string[] {
  const lines = block
    .split('\n')
    .filter((line) => line === 'data' || line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).replace(/^ /, ''));
  return lines.length > 0 ? [lines.join('\n')] : [];
}

/** One event's data as the shared contract describes it; anything else is a broken stream. */
export function parseScriptStreamEvent(data: string): ScriptStreamEvent {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ScriptStreamError(SCRIPT_MESSAGES.failedToGenerate);
  }
  const parsed = scriptStreamEventSchema.safeParse(json);
  if (!parsed.success) throw new ScriptStreamError(SCRIPT_MESSAGES.failedToGenerate);
  return parsed.data;
}

/**
 * Reads the stream to its end, handing every event to `onEvent` as it arrives (the live
 * preview), and resolves with the saved script. An `error` event, a malformed event or an end
 * without `done` rejects with a ScriptStreamError.
 */
export async function readScriptStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ScriptStreamEvent) => void,
): Promise<Script> {
  const reader = body.getReader();
  // `stream: true` keeps a multi-byte character split across two chunks whole.
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();

  const handle = (payloads: string[]): Script | undefined => {
    for (const payload of payloads) {
      const event = parseScriptStreamEvent(payload);
      onEvent(event);
      if (event.type === 'error') throw new ScriptStreamError(event.error);
      if (event.type === 'done') return event.script;
    }
    return undefined;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      const script = done
        ? handle(parser.push(decoder.decode()).concat(parser.end()))
        : handle(parser.push(decoder.decode(value, { stream: true })));
      if (script) return script;
      if (done) throw new ScriptStreamError(SCRIPT_MESSAGES.failedToGenerate);
    }
  } finally {
    // Done, failed or abandoned: let go of the connection either way.
    reader.cancel().catch(() => {});
  }
}
