/**
 * A reader of server-sent events (the wire format of a streamed chat completion): bytes in,
 * one `{event, data}` per event out. Comment lines (": keep-alive") are skipped; several
 * `data:` lines of one event join with "\n"; an event the stream ends on without its blank
 * line still counts (some servers close right after `data: [DONE]`).
 */

export interface SseEvent {
  /** The `event:` field, "message" when absent. */
  event: string;
  data: string;
}

export async function* readSseEvents(
  body: AsyncIterable<Uint8Array>,
  /** Called for every piece of bytes, comments included: proof the server is alive. */
  onBytes: () => void = () => {},
): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];

  const takeLine = (line: string): SseEvent | undefined => {
    if (line === '') {
      const dispatched = data.length > 0 ? { event, data: data.join('\n') } : undefined;
      event = 'message';
      data = [];
      return dispatched;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value || 'message';
    return undefined;
  };

  for await (const bytes of body) {
    onBytes();
    buffer += decoder.decode(bytes, { stream: true });
    // A lone "\r" may be the first half of "\r\n" still in flight: keep it for the next piece.
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const dispatched = takeLine(line);
      if (dispatched) yield dispatched;
    }
  }
  buffer += decoder.decode();
  for (const line of [...buffer.split(/\r\n|\n|\r/), '']) {
    const dispatched = takeLine(line);
    if (dispatched) yield dispatched;
  }
}
