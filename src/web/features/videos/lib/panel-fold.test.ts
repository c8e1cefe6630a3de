import { describe, expect, it } from 'vitest';
import { foldChoiceAfter, isPanelFolded } from './panel-fold';

describe('isPanelFolded', () => {
  it('folds for a user with videos, and while they load, until told otherwise', () => {
    expect(isPanelFolded(null, 3)).toBe(true);
    expect(isPanelFolded(null, undefined)).toBe(true);
    expect(isPanelFolded('open', 3)).toBe(false);
  });

  it('stays open for a user without videos: the empty state points at the prompt box', () => {
    expect(isPanelFolded(null, 0)).toBe(false);
    expect(isPanelFolded('folded', 0)).toBe(true);
  });
});

describe('foldChoiceAfter', () => {
  it('toggles from what is shown', () => {
    expect(foldChoiceAfter('toggled', true)).toBe('open');
    expect(foldChoiceAfter('toggled', false)).toBe('folded');
  });

  it('folds after a submit, so the new card shows, and opens for a voiceover', () => {
    expect(foldChoiceAfter('submitted', false)).toBe('folded');
    expect(foldChoiceAfter('prefilled', true)).toBe('open');
  });
});
