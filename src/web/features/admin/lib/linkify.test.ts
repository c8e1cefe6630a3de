import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds the links in a mail and keeps the rest as text', () => {
    expect(
      linkify('Sign in: https://app.test/api/auth/magic-link/verify?token=abc&x=1.\nThanks'),
    ).toEqual([
      { kind: 'text', text: 'Sign in: ' },
      { kind: 'link', href: 'https://app.test/api/auth/magic-link/verify?token=abc&x=1' },
      { kind: 'text', text: '.\nThanks' },
    ]);
  });

  it('leaves text without links alone', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
    expect(linkify('')).toEqual([]);
  });

  it('never turns other schemes or markup into links', () => {
    const parts = linkify('javascript:alert(1) <a href="http://x.test">x</a> (http://ok.test)');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', href: 'http://x.test' },
      { kind: 'link', href: 'http://ok.test' },
    ]);
    expect(parts.map((part) => (part.kind === 'text' ? part.text : part.href)).join('')).toBe(
      'javascript:alert(1) <a href="http://x.test">x</a> (http://ok.test)',
    );
  });
});
