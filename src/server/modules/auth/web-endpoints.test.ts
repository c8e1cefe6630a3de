import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@shared/endpoints/auth';
import { AUTH_BASE_PATH } from './auth.js';
import { productAuthEndpoints } from './endpoints.js';

/**
 * The web app calls better-auth through the shared `authEndpoints`; this module mounts
 * better-auth from its own list (with each route's limits and body rules). The two must name
 * the same routes, or a form would post to a path nobody serves.
 */
describe('the auth routes the web app calls', () => {
  const mounted = productAuthEndpoints({ google: true }).flatMap((endpoint) =>
    endpoint.methods.map((method) => `${method} ${AUTH_BASE_PATH}${endpoint.path}`),
  );

  it.each(Object.entries(authEndpoints))('%s is mounted', (_name, endpoint) => {
    expect(mounted).toContain(`${endpoint.method} ${endpoint.path}`);
  });
});
