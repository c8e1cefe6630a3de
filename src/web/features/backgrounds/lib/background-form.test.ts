import { PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { describe, expect, it } from 'vitest';
import { checkBackground } from './background-form';

describe('the Background Generator form', () => {
  it.each([
    { name: '', description: '' },
    { name: 'Loft', description: '  ' },
    { name: ' ', description: 'Brick walls and warm lamps' },
  ])('needs both a name and a description (%o)', (state) => {
    expect(checkBackground(state)).toEqual({
      ok: false,
      message: PODCAST_ASSET_MESSAGES.backgroundFieldsRequired,
    });
  });

  it('sends the fields trimmed', () => {
    expect(checkBackground({ name: ' Loft ', description: ' Brick walls ' })).toEqual({
      ok: true,
      body: { name: 'Loft', description: 'Brick walls' },
    });
  });
});
