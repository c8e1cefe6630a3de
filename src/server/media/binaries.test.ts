import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveMediaBinaries } from './binaries.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reelcast-binaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeBinary(folder: string, name: string, executable = true): string {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, executable ? 0o755 : 0o644);
  return file;
}

const unset = { ffmpegPath: undefined, ffprobePath: undefined };

describe('resolveMediaBinaries', () => {
  it('uses FFMPEG_PATH and FFPROBE_PATH first', () => {
    const ffmpeg = fakeBinary(path.join(dir, 'configured'), 'my-ffmpeg');
    const ffprobe = fakeBinary(path.join(dir, 'configured'), 'my-ffprobe');
    const onPath = path.join(dir, 'on-path');
    fakeBinary(onPath, 'ffmpeg');
    fakeBinary(onPath, 'ffprobe');
    expect(
      resolveMediaBinaries({ ffmpegPath: ffmpeg, ffprobePath: ffprobe }, { searchPath: onPath }),
    ).toEqual({ ffmpegPath: ffmpeg, ffprobePath: ffprobe });
  });

  it('names the variable when the configured path is not an executable', () => {
    const notExecutable = fakeBinary(path.join(dir, 'plain'), 'ffmpeg', false);
    expect(() => resolveMediaBinaries({ ...unset, ffmpegPath: notExecutable })).toThrow(
      `FFMPEG_PATH=${notExecutable} is not an executable ffmpeg binary`,
    );
    expect(() =>
      resolveMediaBinaries({ ...unset, ffprobePath: path.join(dir, 'nowhere') }),
    ).toThrow(/^FFPROBE_PATH=/);
  });

  it('then looks on PATH, skipping folders without an executable', () => {
    const empty = path.join(dir, 'empty');
    mkdirSync(empty, { recursive: true });
    fakeBinary(path.join(dir, 'shadow'), 'ffmpeg', false);
    const system = path.join(dir, 'system');
    fakeBinary(system, 'ffmpeg');
    fakeBinary(system, 'ffprobe');
    const searchPath = [empty, path.join(dir, 'shadow'), system].join(path.delimiter);
    expect(resolveMediaBinaries(unset, { searchPath })).toEqual({
      ffmpegPath: path.join(system, 'ffmpeg'),
      ffprobePath: path.join(system, 'ffprobe'),
    });
  });

  it('falls back to the binaries shipped on npm', () => {
    const { ffmpegPath, ffprobePath } = resolveMediaBinaries(unset, { searchPath: '' });
    expect(ffmpegPath).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(ffprobePath).toMatch(/node_modules\/@ffprobe-installer\/linux-x64\/ffprobe$/);
  });

  it('says which variable to set when nothing is found', () => {
    expect(() =>
      resolveMediaBinaries(unset, { searchPath: path.join(dir, 'empty'), useNpmPackages: false }),
    ).toThrow(/ffmpeg was not found: set FFMPEG_PATH to an ffmpeg binary/);
  });
});
