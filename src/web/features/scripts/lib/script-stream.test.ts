import { SCRIPT_MESSAGES, type Script, type ScriptStreamEvent } from '@shared/scripts';
import { describe, expect, it } from 'vitest';
import {
  EventStreamParser,
  parseScriptStreamEvent,
  readScriptStream,
  ScriptStreamError,
} from './script-stream';

const script: Script = {
  id: 'script-1',
  title: 'Deep work',
  topic: 'Focus, habits',
  content: 'Hello — and welcome.',
  engine: 'local',
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const sse = (event: ScriptStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** A response body that hands over the given byte chunks one read at a time. */
function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> & {
  cancelled: () => boolean;
} {
  const encoder = new TextEncoder();
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk));
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return Object.assign(stream, { cancelled: () => cancelled });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events: ScriptStreamEvent[] = [];
  let saved: Script | undefined;
  let error: unknown;
  try {
    saved = await readScriptStream(body, (event) => events.push(event));
  } catch (failure) {
    error = failure;
  }
  return { events, saved, error };
}

describe('EventStreamParser', () => {
  it('returns each event once its blank line arrives, whatever the chunking', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: {"a"')).toEqual([]);
    expect(parser.push(':1}\n')).toEqual([]);
    expect(parser.push('\ndata: 2\n\ndata: 3')).toEqual(['{"a":1}', '2']);
    expect(parser.end()).toEqual(['3']);
  });

  it('accepts CRLF and CR line ends, even a CRLF split across two chunks', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: 1\r\n\r')).toEqual(['1']);
    expect(parser.push('\ndata: 2\r')).toEqual([]);
    expect(parser.push('\r')).toEqual(['2']);
    expect(parser.push('\ndata: 3\r\n\r\n')).toEqual(['3']);
  });

  it('skips comments and other fields, and joins several data lines', () => {
    const parser = new EventStreamParser();
    const text = ': keep-alive\n\nevent: message\nid: 7\ndata: first\ndata:second\n\n';
    expect(parser.push(text)).toEqual(['first\nsecond']);
  });
});

describe('parseScriptStreamEvent', () => {
  it('reads the contract’s events', () => {
    expect(parseScriptStreamEvent('{"type":"delta","text":"Hi"}')).toEqual({
      type: 'delta',
      text: 'Hi',
    });
  });

  it('treats bad JSON and unknown shapes as a broken stream', () => {
    for (const data of ['{"type":"delta"', '{"type":"unknown"}', '{"type":"delta","text":1}']) {
      expect(() => parseScriptStreamEvent(data)).toThrow(ScriptStreamError);
    }
  });
});

describe('readScriptStream', () => {
  it('hands every event over as it comes and resolves with the saved script', async () => {
    const body = streamOf([
      sse({ type: 'start', engine: 'local' }),
      sse({ type: 'delta', text: 'Hello' }).slice(0, 12),
      sse({ type: 'delta', text: 'Hello' }).slice(12) + sse({ type: 'delta', text: ' — and' }),
      sse({ type: 'delta', text: ' welcome.' }),
      sse({ type: 'done', script }),
    ]);
    const { events, saved } = await collect(body);
    expect(saved).toEqual(script);
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
  });

  it('keeps a character whose bytes are split across chunks whole', async () => {
    const bytes = new TextEncoder().encode(
      sse({ type: 'delta', text: 'Café ☕' }) + sse({ type: 'done', script }),
    );
    const cut = bytes.indexOf(0xe2) + 1; // inside the three bytes of the cup
    const { events } = await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]));
    expect(events[0]).toEqual({ type: 'delta', text: 'Café ☕' });
  });

  it('takes a last event without its blank line', async () => {
    const last = sse({ type: 'done', script }).trimEnd();
    expect((await collect(streamOf([last]))).saved).toEqual(script);
  });

  it('rejects with the server’s message on an error event, after the text so far', async () => {
    const { events, error } = await collect(
      streamOf([
        sse({ type: 'start', engine: 'openai' }),
        sse({ type: 'delta', text: 'Once' }),
        sse({ type: 'error', error: 'The script model stopped answering' }),
      ]),
    );
    expect(events).toHaveLength(3);
    expect(error).toBeInstanceOf(ScriptStreamError);
    expect((error as Error).message).toBe('The script model stopped answering');
  });

  it('rejects when the stream ends before done, or carries garbage', async () => {
    const cut = await collect(streamOf([sse({ type: 'delta', text: 'Once' })]));
    expect((cut.error as Error).message).toBe(SCRIPT_MESSAGES.failedToGenerate);
    const garbage = await collect(streamOf(['data: <html>\n\n']));
    expect(garbage.error).toBeInstanceOf(ScriptStreamError);
  });

  it('lets go of the connection when it stops reading early', async () => {
    const body = streamOf([
      sse({ type: 'error', error: 'stopped' }),
      sse({ type: 'delta', text: 'never read' }),
    ]);
    await collect(body);
    expect(body.cancelled()).toBe(true);
  });
});
