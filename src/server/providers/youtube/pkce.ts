import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636) with S256, used by both YouTube engines: the connection makes a verifier and
 * sends its challenge with the authorization; the exchange sends the verifier, and whoever
 * issued the code (Google, or the test-mode channel) checks that it matches.
 */

/** 32 random bytes as base64url: 43 characters, inside RFC 7636's 43-128. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallengeFor(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** A value stored only as its hash (OAuth states, test-mode codes and refresh tokens). */
export function sha256Base64Url(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url');
}
