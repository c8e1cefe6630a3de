import { PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { describe, expect, it } from 'vitest';
import { checkCharacter, initialCharacterForm } from './character-form';

describe('the AI Character Creator form', () => {
  it('starts with the default style', () => {
    expect(initialCharacterForm.style).toBe('modern professional');
  });

  it.each([
    { name: '', description: 'A calm radio voice' },
    { name: 'Maya', description: '   ' },
  ])('needs both a name and a description (%o)', (fields) => {
    expect(checkCharacter({ ...initialCharacterForm, ...fields })).toEqual({
      ok: false,
      message: PODCAST_ASSET_MESSAGES.characterFieldsRequired,
    });
  });

  it('sends trimmed fields, and the default style when the style is blank', () => {
    expect(checkCharacter({ name: ' Maya ', description: ' Tech host ', style: '  ' })).toEqual({
      ok: true,
      body: { name: 'Maya', description: 'Tech host', style: 'modern professional' },
    });
    expect(checkCharacter({ name: 'Leo', description: 'Storyteller', style: 'cinematic' })).toEqual(
      { ok: true, body: { name: 'Leo', description: 'Storyteller', style: 'cinematic' } },
    );
  });
});
