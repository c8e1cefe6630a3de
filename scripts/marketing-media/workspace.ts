/**
 * What every part of the media run shares: where outputs land, a scratch folder for the
 * intermediates, and the one media toolkit that runs ffmpeg.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMediaToolkit } from '../../src/server/media/index.js';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/web/public');

/** No paths configured: FFMPEG_PATH / PATH / the npm builds, as the server finds them. */
export const media = createMediaToolkit({
  media: { ffmpegPath: undefined, ffprobePath: undefined },
});
/** A script run is never cancelled; the engines still want a signal. */
export const signal = new AbortController().signal;
/** ffmpeg runs have no limit unless given one: a stuck render fails the script, not hangs it. */
export const RENDER_TIMEOUT = { timeoutMs: 300_000 };

/** The on-disk file behind a public URL (e.g. /media/og-image.jpg), its folder created. */
export function publicPath(url: string): string {
  const file = path.join(PUBLIC_DIR, url);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

const scratchRoot = mkdtempSync(path.join(tmpdir(), 'reelcast-marketing-media-'));
let scratchCount = 0;

/** A fresh scratch path; the counter prefix keeps same-named intermediates apart. */
export const scratchFile = (name: string) => path.join(scratchRoot, `${scratchCount++}-${name}`);

/** A fresh scratch folder, for engines that write their own files into a work dir. */
export const scratchDir = (prefix: string) => mkdtempSync(path.join(scratchRoot, prefix));

export function removeScratch() {
  rmSync(scratchRoot, { recursive: true, force: true });
}
