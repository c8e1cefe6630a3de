import { describe, expect, it } from 'vitest';
import type { SynthesizedSpeech } from '../../providers/speech/port.js';
import { SampleCache } from './sample-cache.js';

const speech = (text: string): SynthesizedSpeech => ({
  audio: Buffer.from(text),
  contentType: 'audio/wav',
});

describe('SampleCache', () => {
  it('renders a key once, also for concurrent asks', async () => {
    const cache = new SampleCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return speech('hello');
    };
    const [a, b] = await Promise.all([cache.get('local:x', render), cache.get('local:x', render)]);
    const c = await cache.get('local:x', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('forgets a failed render, so the next ask tries again', async () => {
    const cache = new SampleCache();
    await expect(cache.get('k', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(cache.size).toBe(0);
    await expect(cache.get('k', async () => speech('ok'))).resolves.toMatchObject({
      audio: Buffer.from('ok'),
    });
  });

  it('keeps the most recently used entries', async () => {
    const cache = new SampleCache(2);
    await cache.get('a', async () => speech('a'));
    await cache.get('b', async () => speech('b'));
    await cache.get('a', async () => speech('a2')); // a is now the most recent
    await cache.get('c', async () => speech('c')); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => speech('a3'))).audio.toString()).toBe('a');
    expect((await cache.get('b', async () => speech('b2'))).audio.toString()).toBe('b2');
  });
});
