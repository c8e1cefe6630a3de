import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers/app.js';
import { idLikeNames, readApiDocument, routeShape, type Operation } from './api-document.js';
import { describeAnswer, errorAnswerProblem, leakedSecrets } from './answers.js';
import { baseRequest } from './base-requests.js';
import { fingerprintDifference, fingerprinter } from './database-fingerprint.js';
import { HIDDEN_ROUTES, hiddenKeyFor } from './hidden-routes.js';
import { LOG_ERROR, loggedProblems, registeredRoutes } from './instrumented-fastify.js';
import {
  anonymous,
  namedValues,
  send,
  withValue,
  type Caller,
  type RequestParts,
} from './requests.js';
import { ROUTE_FIXTURES, type RouteFixture } from './route-fixtures.js';
import {
  makeMedia,
  newAccount,
  secretsOf,
  startSuiteGoHighLevel,
  SUITE_SIGNUP_CREDITS,
  worldBuilder,
  type World,
} from './worlds.js';

vi.mock('fastify', () => import('./instrumented-fastify.js'));

/**
 * The route inventory (every registered /api route is in /api/docs, or deliberately hidden)
 * and the ownership matrix (every documented route that names a row, called by its owner,
 * another user, an admin and nobody: only the owner gets anything; admin routes answer only
 * admins). Real cookie sessions throughout; see docs/decisions/022-security-suite.md.
 */

const goHighLevel = await startSuiteGoHighLevel();
const t = await createTestApp({
  env: { SIGNUP_CREDITS: SUITE_SIGNUP_CREDITS, GHL_API_BASE_URL: goHighLevel.baseUrl },
});
afterAll(async () => {
  await t.close();
  await goHighLevel.close();
});
const operations = await readApiDocument(t.app);
const media = await makeMedia(t);
const buildWorld = worldBuilder(t, media);
const accounts = {
  owner: await newAccount(t),
  other: await newAccount(t),
  admin: await newAccount(t, { admin: true }),
};
const worlds = {
  owner: await buildWorld(accounts.owner),
  other: await buildWorld(accounts.other),
};
const fingerprint = await fingerprinter(t);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What someone else gets for a row that is not theirs (or when nobody is signed in). */
const REFUSED = [401, 403, 404];

describe('route inventory', () => {
  const documented = new Set(operations.map((op) => `${op.method} ${routeShape(op.path)}`));
  const apiRoutes = registeredRoutes.filter(
    (route) => route.url.startsWith('/api') && route.method !== 'HEAD',
  );

  it('documents every registered /api route, except the deliberately hidden ones', () => {
    const missing = apiRoutes
      .filter((route) => !documented.has(`${route.method} ${routeShape(route.url)}`))
      .filter((route) => !hiddenKeyFor(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      missing,
      'Registered but not in /api/docs: give the route a schema (tags, summary, body/params/' +
        'querystring zod schemas) or, if it must stay hidden, add it with the reason to ' +
        'HIDDEN_ROUTES in test/security/hidden-routes.ts',
    ).toEqual([]);
  });

  it('lists only hidden routes that exist and are really hidden', () => {
    const covered = new Map<string, string[]>();
    for (const route of apiRoutes) {
      const key = hiddenKeyFor(route.method, route.url);
      if (key) covered.set(key, [...(covered.get(key) ?? []), route.url]);
    }
    const stale = Object.keys(HIDDEN_ROUTES).filter((key) => {
      const method = key.split(' ')[0]!;
      const urls = covered.get(key) ?? [];
      return (
        urls.length === 0 || urls.some((url) => documented.has(`${method} ${routeShape(url)}`))
      );
    });
    expect(stale, 'Remove these from HIDDEN_ROUTES: not registered, or documented').toEqual([]);
  });

  it('registers every documented route', () => {
    const registered = new Set(
      apiRoutes.map((route) => `${route.method} ${routeShape(route.url)}`),
    );
    const ghosts = operations
      .filter((op) => !registered.has(`${op.method} ${routeShape(op.path)}`))
      .map((op) => op.key);
    expect(ghosts).toEqual([]);
  });

  it('has no fixture for a route the document does not list', () => {
    const keys = new Set(operations.map((op) => op.key));
    const stale = Object.keys(ROUTE_FIXTURES).filter((key) => !keys.has(key));
    expect(stale, 'Remove (or rename) these entries of test/security/route-fixtures.ts').toEqual(
      [],
    );
  });
});

/** Where a request names a row: path parameters and id-like body, query or form fields. */
function rowReferences(operation: Operation, parts: RequestParts): string[] {
  const sharedIds = ROUTE_FIXTURES[operation.key]?.sharedIds ?? {};
  return [...namedValues(parts).keys()].filter((where) => {
    const [section, name] = where.split(/\.(.*)/s) as [string, string];
    if (name in sharedIds) return false;
    return section === 'params' || idLikeNames([name]).length > 0;
  });
}

/** Whether the document (or the route's fixture) says the route names a row. */
function takesAnId(operation: Operation): boolean {
  const fixture = ROUTE_FIXTURES[operation.key];
  const documentedNames = [
    ...Object.keys(operation.jsonBody?.properties ?? {}),
    ...operation.query.map((parameter) => parameter.name),
  ].filter((name) => !(name in (fixture?.sharedIds ?? {})));
  return (
    operation.pathParams.length > 0 ||
    idLikeNames(documentedNames).length > 0 ||
    (fixture !== undefined &&
      rowReferences(operation, fixture.valid(worlds.owner, media)).length > 0)
  );
}

interface Probe {
  caller: Caller;
  parts: RequestParts;
  /** What the probe tries, for a failure message. */
  label: string;
}

/** The fixture's valid requests of `world`: `valid`, then each of `ownedAlso`. */
function validRequests(fixture: RouteFixture, world: World): RequestParts[] {
  return [fixture.valid(world, media), ...(fixture.ownedAlso?.(world, media) ?? [])];
}

/**
 * Everyone but the owner, with each of the owner's valid requests, then with one of the
 * owner's ids each.
 */
function probesOf(operation: Operation): Probe[] {
  const fixture = ROUTE_FIXTURES[operation.key]!;
  const other: Caller = { name: 'another user', account: accounts.other };
  const theirs = validRequests(fixture, worlds.other);
  const probes: Probe[] = [];
  const seen = new Set<string>();
  for (const [k, ownerParts] of validRequests(fixture, worlds.owner).entries()) {
    const named = k === 0 ? "the owner's request" : `the owner's request ${k + 1}`;
    for (const caller of [other, { name: 'an admin', account: accounts.admin }, anonymous])
      probes.push({ caller, parts: ownerParts, label: named });
    seen.add(JSON.stringify(ownerParts));
    // Then each id alone: another user's own valid request, with that one id the owner's.
    const ownerValues = namedValues(ownerParts);
    for (const where of rowReferences(operation, ownerParts)) {
      const parts = withValue(theirs[k]!, where, ownerValues.get(where)!);
      if (seen.has(JSON.stringify(parts))) continue;
      seen.add(JSON.stringify(parts));
      probes.push({ caller: other, parts, label: `their own request naming the owner's ${where}` });
    }
  }
  return probes;
}

/** Sends one request; the problems with its answer, and whether the database changed. */
async function expectRefused(operation: Operation, probe: Probe): Promise<string[]> {
  const mutating = STATE_CHANGING.has(operation.method);
  const before = mutating ? await fingerprint() : '';
  const logged = loggedProblems.length;
  const response = await send(t.app, operation, probe.caller, probe.parts);
  const problems: string[] = [];
  const context = `${probe.caller.name}, ${probe.label}: ${describeAnswer(response)}`;
  if (!REFUSED.includes(response.statusCode)) {
    problems.push(`${context} (expected ${REFUSED.join('/')})`);
  } else {
    const answer = errorAnswerProblem(response);
    if (answer) problems.push(`${context}: ${answer}`);
  }
  const sent = new Set(namedValues(probe.parts).values());
  const leaks = leakedSecrets(
    response,
    secretsOf(worlds.owner).filter((secret) => !sent.has(secret)),
  );
  if (leaks.length > 0)
    problems.push(`${context}: the answer quotes the owner's ${leaks.join(', ')}`);
  if (mutating) {
    const after = await fingerprint();
    if (after !== before)
      problems.push(`${context}: wrote ${fingerprintDifference(before, after)}`);
  }
  const errors = loggedProblems.slice(logged).filter((record) => record.level >= LOG_ERROR);
  for (const record of errors)
    problems.push(`${context}: logged "${record.msg}" ${record.err ?? ''}`);
  return problems;
}

const ownedRoutes = operations.filter(
  (op) => !op.admin && takesAnId(op) && !ROUTE_FIXTURES[op.key]?.notOwned,
);

describe('ownership matrix: only the owner gets anything', () => {
  it.each(ownedRoutes.map((op) => [op.key, op] as const))('%s', async (_key, operation) => {
    const fixture = ROUTE_FIXTURES[operation.key];
    if (!fixture) {
      expect.fail(
        `${operation.key} names a row (path parameter or id field) but has no fixture. Add an ` +
          "entry to ROUTE_FIXTURES in test/security/route-fixtures.ts: a valid request about a World's " +
          'rows (worlds.ts makes them through the real endpoints; add the new kind of row there).',
      );
    }
    const problems: string[] = [];
    for (const probe of probesOf(operation))
      problems.push(...(await expectRefused(operation, probe)));
    // The owner last: completing or cancelling a checkout changes what the others would see.
    for (const parts of validRequests(fixture, worlds.owner)) {
      const owner = await send(t.app, operation, { name: 'owner', account: accounts.owner }, parts);
      if (owner.statusCode >= 400) {
        problems.push(
          `the owner: ${describeAnswer(owner)} (expected a 2xx or 3xx: is the fixture right?)`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

const adminRoutes = operations.filter((op) => op.admin);

describe('admin routes: admins only', () => {
  it.each(adminRoutes.map((op) => [op.key, op] as const))('%s', async (_key, operation) => {
    const parts = baseRequest(operation, worlds.owner, media);
    const problems: string[] = [];
    const cases: [Caller, number][] = [
      [anonymous, 401],
      [{ name: 'a signed-in user', account: accounts.owner }, 403],
    ];
    for (const [caller, status] of cases) {
      const before = await fingerprint();
      const response = await send(t.app, operation, caller, parts);
      const context = `${caller.name}: ${describeAnswer(response)}`;
      if (response.statusCode !== status) problems.push(`${context} (expected ${status})`);
      const answer = errorAnswerProblem(response);
      if (answer) problems.push(`${context}: ${answer}`);
      const after = await fingerprint();
      if (after !== before)
        problems.push(`${context}: wrote ${fingerprintDifference(before, after)}`);
    }
    const admin = await send(t.app, operation, { name: 'admin', account: accounts.admin }, parts);
    if (admin.statusCode !== 200)
      problems.push(`the admin: ${describeAnswer(admin)} (expected 200)`);
    expect(problems).toEqual([]);
  });
});
