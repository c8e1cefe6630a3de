/** A minimal server-sent-events reader for tests: yields parsed events from a fetch body. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export class SseReader {
  private buffer = '';
  private readonly queue: SseMessage[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly abort: AbortController,
  ) {
    this.reader = body.getReader();
  }

  static async open(url: string, headers: Record<string, string>): Promise<SseReader> {
    const abort = new AbortController();
    const response = await fetch(url, { headers, signal: abort.signal });
    if (!response.ok || !response.body) {
      throw new Error(`SSE open failed: ${response.status} ${await response.text()}`);
    }
    return new SseReader(response.body, abort);
  }

  /** The next event (comments and heartbeats skipped); rejects if the stream ends first. */
  async next(): Promise<SseMessage> {
    for (;;) {
      const queued = this.queue.shift();
      if (queued) return queued;
      const { value, done } = await this.reader.read();
      if (done) throw new Error('event stream ended');
      this.buffer += this.decoder.decode(value, { stream: true });
      let boundary: number;
      while ((boundary = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, boundary);
        this.buffer = this.buffer.slice(boundary + 2);
        const message = parseBlock(block);
        if (message) this.queue.push(message);
      }
    }
  }

  close(): void {
    this.abort.abort();
  }
}

function parseBlock(block: string): SseMessage | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : undefined;
}
