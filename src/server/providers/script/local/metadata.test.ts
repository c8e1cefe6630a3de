import { describe, expect, it } from 'vitest';
import { localVideoMetadata } from './metadata.js';

describe('the built-in writer’s proposal for posting', () => {
  it('makes a headline from the subject of the prompt, and the prompt the description', () => {
    const draft = localVideoMetadata({
      prompt: 'A video of a cozy Scandinavian living room with morning light, slow pan',
      kind: 'a short video made from a text prompt',
    });
    expect(draft.title).toBe('Cozy Scandinavian Living Room with Morning Light');
    expect(draft.description).toContain(
      'A video of a cozy Scandinavian living room with morning light, slow pan.',
    );
    expect(draft.description).toContain('#cozy');
    expect(draft.tags).toEqual([
      'cozy',
      'scandinavian',
      'living',
      'room',
      'morning',
      'light',
      'shorts',
    ]);
  });

  it('always proposes something, and the same thing for the same prompt', () => {
    const odd = { prompt: '!!!', kind: 'a podcast clip' };
    const draft = localVideoMetadata(odd);
    expect(draft.title.length).toBeGreaterThan(0);
    expect(draft.tags).toContain('podcast');
    expect(localVideoMetadata(odd)).toEqual(draft);
  });
});
