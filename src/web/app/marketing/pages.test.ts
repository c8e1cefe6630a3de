import { MARKETING_PAGE_KEYS } from '@shared/site';
import { describe, expect, it } from 'vitest';
import { MARKETING_PAGE_FILES, MARKETING_PAGE_LOADERS } from './pages';

describe('public page registry', () => {
  it('names, for every page, the module its loader imports', () => {
    for (const page of MARKETING_PAGE_KEYS) {
      expect(MARKETING_PAGE_LOADERS[page].toString(), page).toContain(
        `features/marketing/pages/${MARKETING_PAGE_FILES[page]}`,
      );
    }
  });

  it('loads a component for every page', async () => {
    for (const page of MARKETING_PAGE_KEYS) {
      expect(typeof (await MARKETING_PAGE_LOADERS[page]()), page).toBe('function');
    }
  });
});
