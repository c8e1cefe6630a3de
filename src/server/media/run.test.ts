import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveMediaBinaries } from './binaries.js';
import { createProgressTracker, runFfmpeg, runProcess } from './run.js';
import { MediaError } from './toolkit.js';

const { ffmpegPath } = resolveMediaBinaries({ ffmpegPath: undefined, ffprobePath: undefined });
const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A run that never ends on its own: a test pattern read at its real-time pace. */
const endless = [
  '-v',
  'error',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=64x64:rate=10',
  '-f',
  'null',
  '-progress',
  'pipe:1',
  '-nostats',
  '-',
];

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('createProgressTracker', () => {
  it('turns out_time into a rising percentage that reaches 100 only at the end', () => {
    const track = createProgressTracker(4);
    expect(track('frame=10')).toBeNull();
    expect(track('out_time_ms=N/A')).toBeNull();
    expect(track('out_time_ms=1000000')).toBe(25); // the 2018 build: microseconds, named _ms
    expect(track('out_time_us=1000000')).toBeNull(); // newer builds print both: no repeat
    expect(track('out_time_us=2100000')).toBe(52);
    expect(track('out_time_us=1500000')).toBeNull(); // never goes back
    expect(track('out_time_us=9000000')).toBe(99); // past the expected end: capped
    expect(track('progress=continue')).toBeNull();
    expect(track('progress=end')).toBe(100);
  });
});

describe('runFfmpeg', () => {
  it('reports progress from a real run as it goes, ending at 100', async () => {
    const output = path.join(dir, 'progress.mp4');
    const reported: number[] = [];
    await runFfmpeg(
      ffmpegPath,
      [
        '-v',
        'error',
        '-y',
        '-re', // read at real-time pace: ffmpeg reports progress every 0.5 s of wall time
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=24:duration=1.6',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-progress',
        'pipe:1',
        '-nostats',
        output,
      ],
      { expectedDurationSeconds: 1.6, onProgress: (percent) => reported.push(percent) },
    );
    expect(reported.at(-1)).toBe(100);
    expect(reported.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(new Set(reported).size).toBe(reported.length);
    expect(statSync(output).size).toBeGreaterThan(0);
  });

  it('kills ffmpeg and rejects with "timeout" when it runs too long', async () => {
    let pid = 0;
    const error = await runFfmpeg(ffmpegPath, endless, {
      timeoutMs: 300,
      onSpawn: (p) => (pid = p),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('timeout');
    expect(isRunning(pid)).toBe(false);
  });

  it('kills ffmpeg and rejects with "aborted" when the signal fires mid-run', async () => {
    const controller = new AbortController();
    let pid = 0;
    const error = await runFfmpeg(ffmpegPath, endless, {
      signal: controller.signal,
      expectedDurationSeconds: 60,
      onSpawn: (p) => (pid = p),
      // Abort once ffmpeg has shown it is working (its first progress report).
      onProgress: () => controller.abort(new Error('shutting down')),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('aborted');
    expect(isRunning(pid)).toBe(false);
  });

  it('stops ffmpeg and rejects with the error when a progress callback throws', async () => {
    // Thrown inside a stream's 'data' listener, it used to be an uncaught exception.
    let pid = 0;
    const broken = new Error('the progress writer broke');
    const error = await runFfmpeg(ffmpegPath, endless, {
      expectedDurationSeconds: 60,
      onSpawn: (p) => (pid = p),
      onProgress: () => {
        throw broken;
      },
    }).catch((e: unknown) => e);
    expect(error).toBe(broken);
    expect(isRunning(pid)).toBe(false);
  });

  it('does not start when the signal has already fired', async () => {
    let spawned = false;
    const error = await runFfmpeg(ffmpegPath, endless, {
      signal: AbortSignal.abort(),
      onSpawn: () => (spawned = true),
    }).catch((e: unknown) => e);
    expect((error as MediaError).reason).toBe('aborted');
    expect(spawned).toBe(false);
  });

  it('rejects with "failed" and the end of stderr on a non-zero exit', async () => {
    const error = await runFfmpeg(ffmpegPath, [
      '-v',
      'error',
      '-i',
      path.join(dir, 'missing.png'),
      '-f',
      'null',
      '-',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).reason).toBe('failed');
    expect((error as Error).message).toMatch(/exited with code 1: .*missing\.png.*No such file/s);
  });

  it('rejects with "failed" when the binary cannot start', async () => {
    const error = await runProcess(path.join(dir, 'no-ffmpeg'), []).catch((e: unknown) => e);
    expect((error as MediaError).reason).toBe('failed');
    expect((error as Error).message).toMatch(/could not start: .*ENOENT/);
  });
});

describe('runFfmpeg with a standard input stream', () => {
  const rawInput = () => [
    '-v',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-s',
    '16x16',
    '-framerate',
    '24',
    '-i',
    'pipe:0',
    '-f',
    'framemd5',
    '-',
  ];

  it('feeds the stream to ffmpeg: every frame arrives', async () => {
    const lines: string[] = [];
    await runProcess(ffmpegPath, rawInput(), {
      stdin: Readable.from([Buffer.alloc(256, 10), Buffer.alloc(256, 20), Buffer.alloc(256, 30)]),
      onStdoutLine: (line) => lines.push(line),
    });
    expect(lines.filter((line) => /^0,/.test(line))).toHaveLength(3);
  });

  it('a source that fails ends the run with its error', async () => {
    async function* failing() {
      yield Buffer.alloc(256, 10);
      throw new Error('the drawing failed');
    }
    await expect(
      runProcess(ffmpegPath, rawInput(), { stdin: Readable.from(failing()) }),
    ).rejects.toThrow('the drawing failed');
  });
});
