import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/** Building blocks of the local vendor fakes: a server on 127.0.0.1:0 and a request log. */

export interface FakeServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  body: Buffer,
) => Promise<void> | void;

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handler(request, response, Buffer.concat(chunks))).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
        else response.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function parseJsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every request a fake received, in order, with a way to await the n-th one of a kind. */
export class RequestLog<E extends { step: string }> {
  readonly entries: E[] = [];
  readonly #waiters: { step: string; count: number; resolve: () => void }[] = [];

  add(entry: E): void {
    this.entries.push(entry);
    for (const waiter of [...this.#waiters]) {
      if (this.count(waiter.step) >= waiter.count) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  count(step: E['step']): number {
    return this.entries.filter((entry) => entry.step === step).length;
  }

  of(step: E['step']): E[] {
    return this.entries.filter((entry) => entry.step === step);
  }

  /** Resolves once `count` requests of `step` have arrived. */
  waitFor(step: E['step'], count = 1): Promise<void> {
    if (this.count(step) >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ step, count, resolve }));
  }
}

/** A file part of a multipart body. */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** Parses a multipart body with the platform's own parser (undici's FormData). */
export async function readMultipart(
  req: http.IncomingMessage,
  body: Buffer,
): Promise<{ fields: Record<string, string>; files: MultipartFile[] }> {
  // Repeated text fields (timestamp_granularities[]) keep every value, comma-joined.
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[field] = field in fields ? `${fields[field]},${value}` : value;
      } else {
        const bytes = Buffer.from(await value.arrayBuffer());
        files.push({ field, name: value.name, type: value.type, bytes });
      }
    }
  } catch {
    // Not multipart: the handler reports it.
  }
  return { fields, files };
}

/** Statuses queued per step by `failNext`: the fake answers them before behaving normally. */
export class InjectedFailures<S extends string> {
  readonly #queued = new Map<S, number[]>();

  add(step: S, statuses: number[]): void {
    this.#queued.set(step, [...(this.#queued.get(step) ?? []), ...statuses]);
  }

  take(step: S): number | undefined {
    return this.#queued.get(step)?.shift();
  }
}

const require = createRequire(import.meta.url);
const run = promisify(execFile);

function ffmpegPath(): string {
  const installerDir = path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json'));
  return path.join(installerDir, 'ffmpeg');
}

/** A real, tiny H.264/AAC MP4 (0.5 s, 64×64) for the fakes to serve. */
export async function makeTinyMp4(directory: string): Promise<Buffer> {
  const output = path.join(directory, 'vendor-result.mp4');
  await run(ffmpegPath(), [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5'],
    ...['-t', '0.5', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-movflags', '+faststart', output],
  ]);
  return readFile(output);
}

/** A real, tiny PNG still (a portrait or a first frame). */
export async function makeTinyPng(directory: string, name = 'frame.png'): Promise<string> {
  const output = path.join(directory, name);
  await run(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=32x56:rate=1'],
    ...['-frames:v', '1', output],
  ]);
  return output;
}

/** A real, tiny WAV (0.5 s of tone): podcast audio. */
export async function makeTinyWav(directory: string, name = 'voice.wav'): Promise<string> {
  const output = path.join(directory, name);
  await run(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=0.5'],
    output,
  ]);
  return output;
}
