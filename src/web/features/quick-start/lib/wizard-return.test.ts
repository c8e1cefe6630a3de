import { describe, expect, it } from 'vitest';
import { readWizardReturn } from './wizard-return';

describe('what brought the browser back to /start', () => {
  it('reads the YouTube consent return and its failure', () => {
    expect(readWizardReturn('?step=youtube-connect').youtube).toEqual({ kind: 'connected' });
    expect(readWizardReturn('?error=access_denied').youtube).toEqual({
      kind: 'failed',
      reason: 'access_denied',
    });
    expect(readWizardReturn('?error=%20').youtube).toEqual({
      kind: 'failed',
      reason: 'unknown error',
    });
    expect(readWizardReturn('?step=3').youtube).toBeNull();
  });

  it('reads a credit checkout return', () => {
    expect(readWizardReturn('?checkout=success&purchase=credits').checkout).toBe('success');
    expect(readWizardReturn('?checkout=canceled').checkout).toBe('cancelled');
    expect(readWizardReturn('?checkout=maybe').checkout).toBeNull();
    expect(readWizardReturn('')).toEqual({ youtube: null, checkout: null });
  });
});
