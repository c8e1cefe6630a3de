import { describe, expect, it } from 'vitest';
import { checkLeadUpdate, checkNewLead, EMPTY_LEAD_FORM, withScheme } from './lead-form';

describe('the lead form', () => {
  it('needs a business name, in the server’s words', () => {
    expect(checkNewLead(EMPTY_LEAD_FORM)).toEqual({
      ok: false,
      message: 'Please enter a business name',
    });
  });

  it('sends numbers, lists and web addresses the server takes', () => {
    const result = checkNewLead({
      ...EMPTY_LEAD_FORM,
      businessName: 'Nook Interiors',
      rating: '4.5',
      reviewCount: '120',
      completionPercentage: '85%',
      website: 'nook.example',
      suggestedServices: 'Reels, Shorts ,',
      tags: 'warm',
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        rating: 4.5,
        reviewCount: 120,
        completionPercentage: 85,
        website: 'https://nook.example',
        suggestedServices: ['Reels', 'Shorts'],
        tags: ['warm'],
        email: null,
      },
    });
  });

  it.each([
    [{ rating: '6' }, 'Rating must be from 0 to 5'],
    [{ rating: 'high' }, 'Rating must be a number from 0 to 5'],
    [{ completionPercentage: '101' }, 'Completion must be from 0 to 100'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ website: 'not a site' }, 'The website must be a web address (https://…)'],
    [{ reviewCount: '1.5' }, 'Review count must be a whole number'],
  ])('refuses %j', (change, message) => {
    expect(checkLeadUpdate({ ...EMPTY_LEAD_FORM, businessName: 'X', ...change })).toEqual({
      ok: false,
      message,
    });
  });

  it('adds https:// to a bare domain only', () => {
    expect(withScheme('example.com/a')).toBe('https://example.com/a');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('')).toBe('');
    expect(withScheme('two words')).toBe('two words');
  });
});
