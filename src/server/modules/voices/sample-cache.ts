import type { SynthesizedSpeech } from '../../providers/speech/index.js';

/**
 * Rendered voice samples, per engine and engine voice ("local:<id>", "elevenlabs:<id>"), so
 * repeated play clicks do not synthesize again (and do not spend ElevenLabs characters).
 * In memory: a sample is small (about 250 KB of WAV, 80 KB of MP3), there are six defaults
 * plus each user's clones, and a restart only costs one synthesis per voice. Concurrent asks
 * for the same sample share one synthesis; a failed one is forgotten so the next click retries.
 */
export class SampleCache {
  readonly #entries = new Map<string, Promise<SynthesizedSpeech>>();

  constructor(private readonly maxEntries = 64) {}

  get(key: string, render: () => Promise<SynthesizedSpeech>): Promise<SynthesizedSpeech> {
    const cached = this.#entries.get(key);
    if (cached) {
      // Most recently used last: the first entry is the one to evict.
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const rendering = render();
    this.#entries.set(key, rendering);
    rendering.catch(() => {
      if (this.#entries.get(key) === rendering) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return rendering;
  }

  get size(): number {
    return this.#entries.size;
  }
}
