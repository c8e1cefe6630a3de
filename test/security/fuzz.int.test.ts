import { afterAll, describe, expect, it, vi } from 'vitest';
import { markGuessingAlertSent } from '../../src/server/modules/auth/testing.js';
import { createTestApp } from '../helpers/app.js';
import { readApiDocument, type Operation } from './api-document.js';
import { describeAnswer, errorAnswerProblem } from './answers.js';
import { baseRequest } from './base-requests.js';
import { fingerprintDifference, fingerprinter } from './database-fingerprint.js';
import { fuzzCases, type FuzzCase } from './fuzz-cases.js';
import { seededRandom } from './fuzz-values.js';
import { LOG_ERROR, loggedProblems, type LoggedProblem } from './instrumented-fastify.js';
import { anonymous, send, sendTo, type Caller, type RequestParts } from './requests.js';
import { ROUTE_FIXTURES } from './route-fixtures.js';
import {
  makeMedia,
  newAccount,
  startSuiteGoHighLevel,
  SUITE_SIGNUP_CREDITS,
  worldBuilder,
} from './worlds.js';

vi.mock('fastify', () => import('./instrumented-fastify.js'));

/**
 * Every documented route and method, fed broken input: never a 5xx, an error is JSON with a
 * message, a refused request writes nothing, and nothing is logged as an error. Cases come
 * from a seeded generator: FUZZ_SEED=<seed> replays a run (the failure message names it).
 * See docs/decisions/022-security-suite.md.
 */

const SEED = process.env.FUZZ_SEED || 'reelcast';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Cases sent anonymously to a route that needs a session (it must answer 401 to each). */
const ANONYMOUS_SAMPLE = 3;
/** Of a public route's cases (all sent anonymously), the share also sent signed in. */
const SIGNED_IN_SHARE_OF_PUBLIC = 1 / 3;

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
const user = await newAccount(t);
// The sign-in cases fill its account-wide window: no alert mail lands during later cases.
await markGuessingAlertSent(t.database, user.email);
const admin = await newAccount(t, { admin: true });
const world = await worldBuilder(t, media)(user);
/** Whom the admin routes act on: not the fuzz user, whose balance the paid routes need. */
const bystander = { ...world, account: await newAccount(t) };
const fingerprint = await fingerprinter(t);

/** Unhandled rejections and exceptions, with the case that was running when they surfaced. */
const crashes: string[] = [];
let runningCase = 'between cases';
const onCrash = (error: unknown) => {
  const what = error instanceof Error ? firstLines(error.stack) : String(error);
  crashes.push(`unhandled error in the process during ${runningCase}: ${what}`);
};
process.on('unhandledRejection', onCrash);
process.on('uncaughtException', onCrash);
afterAll(() => {
  process.off('unhandledRejection', onCrash);
  process.off('uncaughtException', onCrash);
});

let requestCounter = 0;
/** Log records already reported with the case that wrote them. */
const attributed = new WeakSet<LoggedProblem>();
/** The fingerprint after the last refused request: nothing has written since. */
let unchanged: string | undefined;

/** Sends one case; what is wrong with how the app took it. */
async function tryCase(
  operation: Operation,
  caller: Caller,
  fuzzCase: FuzzCase,
): Promise<string[]> {
  const requestId = `fuzz-${(requestCounter++).toString().padStart(6, '0')}`;
  runningCase = `[${caller.name}] ${fuzzCase.label}`;
  const mutating = STATE_CHANGING.has(operation.method);
  const before = mutating ? (unchanged ?? (await fingerprint())) : '';
  unchanged = undefined;
  const logged = loggedProblems.length;
  const response = await send(t.app, operation, caller, fuzzCase.parts, {
    requestId,
    ...(fuzzCase.rawQuery !== undefined && { rawQuery: fuzzCase.rawQuery }),
  });
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push('a 5xx');
  if (status >= 400) {
    const answer = errorAnswerProblem(response);
    if (answer) problems.push(answer);
  }
  if (mutating && status >= 400) {
    const after = await fingerprint();
    if (after === before) unchanged = after;
    else problems.push(`refused but wrote ${fingerprintDifference(before, after)}`);
  }
  // Records of this request, and those logged while it ran by code that has no request
  // (a stream's generator, better-auth's own logger).
  const records = loggedProblems
    .slice(logged)
    .filter((r) => r.level >= LOG_ERROR && (r.reqId === requestId || !r.reqId));
  for (const record of records) {
    attributed.add(record);
    const where = record.reqId ? '' : ' (outside the request)';
    problems.push(`logged${where} "${record.msg}" ${firstLines(record.err)}`.trim());
  }
  if (problems.length === 0) return [];
  return [
    `[${caller.name}] ${fuzzCase.label} → ${describeAnswer(response, 100)}: ${problems.join('; ')}`,
  ];
}

function firstLines(text: string | undefined): string {
  return (text ?? '').split('\n').slice(0, 2).join(' ').slice(0, 200);
}

/** Whether the route answers someone who is not signed in (else it must answer 401). */
async function isPublic(operation: Operation, base: RequestParts): Promise<boolean> {
  const response = await send(t.app, operation, anonymous, base);
  unchanged = undefined;
  return response.statusCode !== 401;
}

function undocumentedBody(operation: Operation): boolean {
  return (
    STATE_CHANGING.has(operation.method) && !operation.jsonBody && !ROUTE_FIXTURES[operation.key]
  );
}

describe(`fuzz (FUZZ_SEED=${SEED})`, () => {
  it.each(operations.map((op) => [op.key, op] as const))('%s', async (key, operation) => {
    if (undocumentedBody(operation)) {
      expect.fail(
        `${key} takes a body the document does not describe: give the route a zod body schema, or ` +
          'add a valid request to ROUTE_FIXTURES in test/security/route-fixtures.ts so the fuzz ' +
          'knows what to break.',
      );
    }
    const fixture = ROUTE_FIXTURES[operation.key];
    const signedIn: Caller = operation.admin
      ? { name: 'admin', account: admin }
      : fixture?.ownSession
        ? { name: 'user (own session)', account: await newAccount(t) }
        : { name: 'user', account: user };
    const loggedBefore = loggedProblems.length;
    const owner = operation.admin ? bystander : world;
    const base = baseRequest(operation, owner, media);
    const starts = [
      base,
      ...(fixture?.ownedAlso?.(owner, media) ?? []),
      ...(fixture?.fuzzAlso?.(owner, media) ?? []),
    ];
    for (const start of starts) {
      const accepted = await send(t.app, operation, signedIn, start);
      unchanged = undefined;
      if (accepted.statusCode >= 500 || (accepted.statusCode >= 400 && !fixture?.refusedBecause)) {
        expect.fail(
          `The fuzz starts from a valid request of ${key}, and this one is refused ` +
            `(${describeAnswer(accepted)}): every case would stop at the same check. Add a valid ` +
            'request to ROUTE_FIXTURES in test/security/route-fixtures.ts.',
        );
      }
    }
    const random = seededRandom(`${SEED} ${key}`);
    const limits = { bodyLimitBytes: t.config.bodyLimitBytes };
    // The cases of `fuzzAlso`'s requests are named by their start: "(start 2) form file image…".
    const cases = starts.flatMap((start, index) =>
      fuzzCases(operation, start, random, limits).map((fuzzCase) =>
        index === 0 ? fuzzCase : { ...fuzzCase, label: `(start ${index + 1}) ${fuzzCase.label}` },
      ),
    );
    const problems: string[] = [];
    const open = await isPublic(operation, base);
    const signedInCases = open
      ? random.some(cases, Math.ceil(cases.length * SIGNED_IN_SHARE_OF_PUBLIC))
      : cases;
    const anonymousCases = open ? cases : random.some(cases, ANONYMOUS_SAMPLE);
    for (const fuzzCase of signedInCases) {
      problems.push(...(await tryCase(operation, signedIn, fuzzCase)));
    }
    for (const fuzzCase of anonymousCases) {
      problems.push(...(await tryCase(operation, anonymous, fuzzCase)));
    }
    // Logged after its request had answered (a job, a stream still writing): not attributed.
    const outside = loggedProblems
      .slice(loggedBefore)
      .filter((record) => record.level >= LOG_ERROR && !record.reqId && !attributed.has(record));
    for (const record of outside) {
      problems.push(`logged outside a request: "${record.msg}" ${firstLines(record.err)}`);
    }
    problems.push(...crashes.splice(0));
    for (const account of [user, admin]) {
      const me = await sendTo(t.app, 'GET', '/api/me', { name: 'check', account }, {});
      if (me.statusCode !== 200) {
        problems.push(
          `the fuzz of ${key} ended the session the next routes need (GET /api/me: ` +
            `${describeAnswer(me)}): give its fixture \`ownSession\``,
        );
      }
    }
    expect(
      problems,
      `${problems.length} problems in ${cases.length} cases (FUZZ_SEED=${SEED})`,
    ).toEqual([]);
  });
});
