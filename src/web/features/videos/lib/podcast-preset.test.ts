import { describe, expect, it } from 'vitest';
import { PROMPT_MAX_LENGTH } from '@shared/videos';
import {
  PODCAST_STUDIO_PROMPT,
  PROMPT_TITLE_MAX_LENGTH,
  pickPresetCharacter,
  pickReadyCharacters,
  podcastClipPromptFor,
} from './podcast-preset';

describe('pickPresetCharacter', () => {
  it('picks the first ready character with a portrait', () => {
    const characters = [
      { id: '1', name: 'Draft', status: 'not_ready', imageUrl: '/a.png' },
      { id: '2', name: 'No face yet', status: 'ready', imageUrl: null },
      { id: '3', name: 'Maya', status: 'ready', imageUrl: '/maya.png' },
      { id: '4', name: 'Leo', status: 'ready', imageUrl: '/leo.png' },
    ];
    expect(pickPresetCharacter(characters)?.name).toBe('Maya');
  });

  it('picks nobody when no character is ready', () => {
    expect(pickPresetCharacter([])).toBeUndefined();
    expect(
      pickPresetCharacter([{ id: '1', name: 'Queued', status: 'queued', imageUrl: '/q.png' }]),
    ).toBeUndefined();
  });

  it('describes a podcast studio scene within the prompt limit', () => {
    expect(PODCAST_STUDIO_PROMPT).toMatch(/podcast studio/);
    expect(PODCAST_STUDIO_PROMPT.length).toBeLessThan(2000);
  });
});

describe('pickReadyCharacters', () => {
  it('offers the ready characters that have a portrait, in the list order', () => {
    const characters = [
      { id: '1', name: 'Leo', status: 'ready', imageUrl: '/leo.png' },
      { id: '2', name: 'Queued', status: 'queued', imageUrl: null },
      { id: '3', name: 'Failed', status: 'failed', imageUrl: null },
      { id: '4', name: 'Maya', status: 'ready', imageUrl: '/maya.png' },
    ];
    expect(pickReadyCharacters(characters).map(({ name }) => name)).toEqual(['Leo', 'Maya']);
  });
});

describe('podcastClipPromptFor', () => {
  it('sets one host in a podcast studio, talking about the script', () => {
    const prompt = podcastClipPromptFor('Morning Show');
    expect(prompt).toMatch(/^A podcast host talking to camera about "Morning Show" in a cozy, /);
    expect(prompt).toMatch(/podcast studio/);
  });

  it('cuts a long title (whitespace folded) and stays within the prompt limit', () => {
    const title = `  Why   mornings\nmatter ${'very '.repeat(400)}much`;
    const prompt = podcastClipPromptFor(title);
    const quoted = /about "(.*)" in a cozy/.exec(prompt)?.[1] ?? '';
    expect(quoted).toHaveLength(PROMPT_TITLE_MAX_LENGTH);
    expect(quoted).toMatch(/^Why mornings matter very very .*…$/);
    expect(prompt.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
  });

  it('leaves the subject out when the title is blank', () => {
    expect(podcastClipPromptFor('   ')).toMatch(/^A podcast host talking to camera in a cozy, /);
  });
});
