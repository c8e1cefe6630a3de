import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MusicBed } from '@shared/videos';
import { planMusicBedPreview } from '../../media/plan-music.js';
import type { MediaToolkit } from '../../media/toolkit.js';

type Bed = Exclude<MusicBed, 'none'>;

/** The answer's caching: the same bytes for everyone until the tracks' code changes. */
export const MUSIC_PREVIEW_CACHE_CONTROL = 'private, max-age=86400';

/**
 * The music beds' previews (issue 29): the first seconds of each track, synthesised once per
 * process and kept in memory (three beds, about 130 KB each), so play clicks cost no ffmpeg
 * run after the first. Concurrent first asks share one run; a failed one is forgotten so the
 * next click retries.
 */
export class MusicBedPreviews {
  readonly #previews = new Map<Bed, Promise<Buffer>>();

  constructor(private readonly media: Pick<MediaToolkit, 'run'>) {}

  get(bed: Bed): Promise<Buffer> {
    const cached = this.#previews.get(bed);
    if (cached) return cached;
    const rendering = this.#render(bed);
    this.#previews.set(bed, rendering);
    rendering.catch(() => {
      if (this.#previews.get(bed) === rendering) this.#previews.delete(bed);
    });
    return rendering;
  }

  async #render(bed: Bed): Promise<Buffer> {
    const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-music-preview-'));
    try {
      const output = path.join(dir, `${bed}.m4a`);
      await this.media.run(planMusicBedPreview(bed, output), { timeoutMs: 30_000 });
      return await readFile(output);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
