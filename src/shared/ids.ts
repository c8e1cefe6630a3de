import { z } from 'zod';

/*
 * Kept apart from endpoint.ts on purpose: endpoint.ts builds no schema, so the browser bundle
 * may put it in one chunk with zod without a schema being built before web/lib/zod-config.ts
 * has switched zod to jitless (a schema built earlier probes `new Function`, which the CSP
 * reports as a violation).
 */

/**
 * One path id. Any string: the route's lookup answers 404 for a malformed one, exactly as for
 * someone else's row (decision 025; `isUuid` in platform/http/params.ts is the lookup's guard).
 */
export const idParam = z
  .string()
  .describe('A row id (uuid). A malformed one answers 404, like an unknown id.');

/** The params of every `/…/:id` route. */
export const idParams = z.object({ id: idParam });
