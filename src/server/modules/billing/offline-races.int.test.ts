import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_CHECKOUT_MESSAGES } from '@shared/billing';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser, type TestUser } from '../../../../test/helpers/users.js';
import { checkoutRow, subscriptionOf } from '../../../../test/fixtures/billing.js';
import type { CreditsService } from '../../platform/credits/index.js';

/**
 * Pay and cancel racing on one offline checkout (issue 15, item 6): two tabs, a double click,
 * a script. Each round fires many of both at once; exactly one action wins the session, every
 * call of the other action answers 409, and a paid pack is credited exactly once.
 */

let t: TestApp;
let credits: CreditsService;

const ORIGIN = 'http://localhost:3000';
const ROUNDS = 6;
const CALLS_PER_ACTION = 10;
/** Where each action sends the user back: the note there names what was bought. */
const returnPaths = (purchase: 'credits' | 'plan') => ({
  complete: `/credits?checkout=success&purchase=${purchase}`,
  cancel: `/credits?checkout=cancelled&purchase=${purchase}`,
});

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header', env: { PUBLIC_URL: ORIGIN } });
  credits = t.credits;
});
afterAll(() => t.close());

const headers = (user: TestUser) => ({ [TEST_USER_HEADER]: user.id, origin: ORIGIN });

async function openCheckout(user: TestUser, body: object, path: string): Promise<string> {
  const opened = await t.app.inject({
    method: 'POST',
    url: path,
    headers: headers(user),
    payload: body,
  });
  expect(opened.statusCode).toBe(201);
  return String(opened.json().url).split('/').at(-1)!;
}

/** Fires `calls` completes and as many cancels at once, interleaved, starting with `first`. */
async function race(user: TestUser, id: string, first: 'complete' | 'cancel') {
  const second = first === 'complete' ? 'cancel' : 'complete';
  const actions = Array.from({ length: CALLS_PER_ACTION * 2 }, (_, i) =>
    i % 2 === 0 ? first : second,
  );
  const responses = await Promise.all(
    actions.map((action) =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/offline/${id}/${action}`,
        headers: headers(user),
      }),
    ),
  );
  return actions.map((action, i) => ({
    action,
    status: responses[i]!.statusCode,
    body: responses[i]!.json() as { redirectUrl?: string; error?: string },
  }));
}

/** One winning action per round: all its calls answer 200, all of the other's answer 409. */
function winnerOf(
  results: Awaited<ReturnType<typeof race>>,
  purchase: 'credits' | 'plan',
): 'complete' | 'cancel' {
  const paths = returnPaths(purchase);
  const redirects = new Set(
    results.flatMap((r) => (r.body.redirectUrl ? [r.body.redirectUrl] : [])),
  );
  expect([...redirects]).toHaveLength(1);
  const winner = redirects.has(paths.complete) ? 'complete' : 'cancel';
  for (const result of results) {
    if (result.action === winner) {
      expect(result).toMatchObject({
        status: 200,
        body: { redirectUrl: paths[winner] },
      });
    } else {
      expect(result).toMatchObject({
        status: 409,
        body: {
          error:
            winner === 'complete'
              ? OFFLINE_CHECKOUT_MESSAGES.alreadyPaid
              : OFFLINE_CHECKOUT_MESSAGES.notPayable,
        },
      });
    }
  }
  return winner;
}

describe('offline checkout: concurrent pay and cancel', () => {
  it('a credit pack: one winner per round, the loser 409, credits exactly once', async () => {
    const user = await insertUser(t.database.db);
    let expected = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const id = await openCheckout(user, { credits: 100 }, '/api/billing/credit-checkout');
      const first = round % 2 === 0 ? 'complete' : 'cancel';
      const winner = winnerOf(await race(user, id, first), 'credits');
      if (winner === 'complete') expected += 100;
      const row = await checkoutRow(t.database.db, id);
      expect(row?.status).toBe(winner === 'complete' ? 'complete' : 'expired');
      expect(await credits.balance(user.id)).toBe(expected);
      expect(await credits.ledgerSum(user.id)).toBe(expected);
    }
  });

  it('a plan: the subscription exists only when paying won', async () => {
    for (const first of ['complete', 'cancel'] as const) {
      const user = await insertUser(t.database.db);
      const id = await openCheckout(
        user,
        { tier: 'starter-clips' },
        '/api/billing/subscription-checkout',
      );
      const winner = winnerOf(await race(user, id, first), 'plan');
      const subscription = await subscriptionOf(t.database.db, user.id);
      if (winner === 'complete') expect(subscription?.status).toBe('active');
      else expect(subscription).toBeUndefined();
      expect(await credits.balance(user.id)).toBe(await credits.ledgerSum(user.id));
    }
  });
});
