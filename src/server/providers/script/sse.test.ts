import { describe, expect, it } from 'vitest';
import { readSseEvents, type SseEvent } from './sse.js';

async function eventsOf(pieces: string[]): Promise<SseEvent[]> {
  const encoder = new TextEncoder();
  async function* body() {
    for (const piece of pieces) yield encoder.encode(piece);
  }
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(body())) events.push(event);
  return events;
}

describe('readSseEvents', () => {
  it('yields one event per blank-line-terminated block, skipping comments', async () => {
    expect(await eventsOf([': keep-alive\n\ndata: {"a":1}\n\ndata: [DONE]\n\n'])).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('reassembles events split anywhere, CRLF included', async () => {
    const wire = 'data: {"text":"héllo"}\r\n\r\nevent: error\r\ndata: {"error":{}}\r\n\r\n';
    const bytes = [...new TextEncoder().encode(wire)];
    async function* oneByteAtATime() {
      for (const byte of bytes) yield new Uint8Array([byte]);
    }
    const events: SseEvent[] = [];
    for await (const event of readSseEvents(oneByteAtATime())) events.push(event);
    expect(events).toEqual([
      { event: 'message', data: '{"text":"héllo"}' },
      { event: 'error', data: '{"error":{}}' },
    ]);
  });

  it('joins multi-line data and keeps a last event that lacks its blank line', async () => {
    expect(await eventsOf(['data: one\ndata: two\n\n', 'data:[DONE]'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('reports every piece of bytes, comments included', async () => {
    const encoder = new TextEncoder();
    async function* body() {
      yield encoder.encode(': ping\n\n');
      yield encoder.encode(': ping\n\n');
    }
    let pieces = 0;
    const events: SseEvent[] = [];
    for await (const event of readSseEvents(body(), () => (pieces += 1))) events.push(event);
    expect([events, pieces]).toEqual([[], 2]);
  });
});
