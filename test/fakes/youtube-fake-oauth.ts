import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { sendJson } from './fake-http.js';

/**
 * The OAuth half of the YouTube fake: Google's consent (answered at once, allow or deny),
 * token endpoint (authorization_code with the PKCE verifier checked against the challenge,
 * refresh_token) and revoke, with the tokens they issued.
 */

export const FAKE_CLIENT = {
  clientId: 'fake-client.apps.googleusercontent.com',
  clientSecret: 'fake-secret',
};
export const FAKE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  used: boolean;
}

type Violation = (response: http.ServerResponse, message: string) => void;

export class FakeGoogleOAuth {
  /** The consent page's answer to the next authorize request. */
  consent: 'allow' | 'deny' = 'allow';
  /** Refreshes answer without a refresh token (as Google usually does), or with an empty one. */
  refreshTokenOnRefresh: 'absent' | 'empty' = 'absent';
  readonly revoked = new Set<string>();
  readonly accessTokens = new Set<string>();
  readonly #codes = new Map<string, IssuedCode>();
  readonly #refreshTokens = new Set<string>();

  constructor(
    private readonly violations: string[],
    private readonly violation: Violation,
  ) {}

  /** A refresh token Google knows, as if granted earlier (for refresh tests). */
  grantRefreshToken(): string {
    const token = `1//fake-refresh-${randomBytes(8).toString('hex')}`;
    this.#refreshTokens.add(token);
    return token;
  }

  authorize(response: http.ServerResponse, query: URLSearchParams): void {
    const expected: Record<string, string> = {
      client_id: FAKE_CLIENT.clientId,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
      scope: FAKE_SCOPES.join(' '),
    };
    for (const [name, value] of Object.entries(expected)) {
      if (query.get(name) !== value)
        return this.violation(response, `authorize: ${name} must be ${value}`);
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    const challenge = query.get('code_challenge') ?? '';
    if (!/^https?:\/\//.test(redirectUri))
      return this.violation(response, 'authorize: redirect_uri');
    if (!/^[A-Za-z0-9_-]{43}$/.test(challenge))
      return this.violation(response, 'authorize: code_challenge');
    if (!query.get('state')) return this.violation(response, 'authorize: state missing');
    const target = new URL(redirectUri);
    if (this.consent === 'deny') target.searchParams.set('error', 'access_denied');
    else {
      const code = `4/fake-code-${randomBytes(8).toString('hex')}`;
      this.#codes.set(code, { challenge, redirectUri, used: false });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', FAKE_SCOPES.join(' '));
    }
    target.searchParams.set('state', query.get('state')!);
    response.writeHead(302, { location: target.href }).end();
  }

  token(response: http.ServerResponse, form: URLSearchParams): void {
    if (
      form.get('client_id') !== FAKE_CLIENT.clientId ||
      form.get('client_secret') !== FAKE_CLIENT.clientSecret
    ) {
      this.violations.push('token: wrong client credentials');
      return sendJson(response, 401, {
        error: 'invalid_client',
        error_description: 'Unauthorized',
      });
    }
    const grantType = form.get('grant_type');
    let refreshToken: string | undefined;
    if (grantType === 'authorization_code') {
      const issued = this.#codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!issued || issued.used)
        return sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'Malformed auth code.',
        });
      if (issued.redirectUri !== form.get('redirect_uri'))
        return this.violation(response, 'token: redirect_uri differs from the authorization');
      if (issued.challenge !== challenge)
        return this.violation(response, 'token: code_verifier does not match code_challenge');
      issued.used = true;
      refreshToken = this.grantRefreshToken();
    } else if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      if (!this.#refreshTokens.has(token))
        return sendJson(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      refreshToken = this.refreshTokenOnRefresh === 'empty' ? '' : undefined;
    } else {
      return this.violation(response, `token: unsupported grant_type ${grantType}`);
    }
    const accessToken = `ya29.fake-${randomBytes(12).toString('hex')}`;
    this.accessTokens.add(accessToken);
    sendJson(response, 200, {
      access_token: accessToken,
      expires_in: 3599,
      scope: FAKE_SCOPES.join(' '),
      token_type: 'Bearer',
      ...(refreshToken !== undefined && { refresh_token: refreshToken }),
    });
  }

  revoke(response: http.ServerResponse, form: URLSearchParams, url: URL): void {
    const token = form.get('token') ?? url.searchParams.get('token') ?? '';
    const known = this.#refreshTokens.delete(token) || this.accessTokens.delete(token);
    if (!known)
      return sendJson(response, 400, {
        error: 'invalid_token',
        error_description: 'Token expired or revoked',
      });
    this.revoked.add(token);
    sendJson(response, 200, {});
  }
}
