import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, errorAnswers, route } from '../../platform/http/index.js';
import type { PaymentSetup } from '../../providers/payments/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { DomainEvents } from '../../platform/events/index.js';
import { CheckoutService } from './checkout.js';
import type { FreeDailyVideos } from './free-videos.js';
import { OfflineCheckout } from './offline-checkout.js';
import { BillingWebhooks } from './webhooks.js';
import { billingEndpoints } from '@shared/endpoints/billing';

export interface BillingRoutesOptions {
  config: Pick<Config, 'stripe' | 'billing' | 'appSecret' | 'publicUrl'>;
  database: Database;
  /** Stripe with keys, else the offline checkout (createServices chooses). */
  payments: PaymentSetup;
  credits: CreditsService;
  /** The process's free daily videos (built once, modules/index.ts). */
  freeVideos: FreeDailyVideos;
  /** Billing publishes `plan.paid` on it (the orders module opens the month's order). */
  events: DomainEvents;
}

/**
 * Buying credits and plans: open a checkout, read one's plan, the credit check dialog's
 * figures, the offline checkout page's calls, and the payment webhook (no session: it is
 * signed instead, and verified on the exact bytes received).
 */
export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const { config, database, payments, credits, freeVideos, events } = options;
  const log = app.log.child({ module: 'billing' });
  const webhooks = new BillingWebhooks({
    database,
    credits,
    events,
    secret: payments.webhookSecret,
    log,
  });
  const checkouts = new CheckoutService({ database, provider: payments.checkout, log });
  const offline = new OfflineCheckout({
    database,
    webhooks,
    secret: payments.offline?.secret ?? null,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The origin check already refused foreign origins, so Origin is ours when present.
  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : config.publicUrl;
  };

  route(
    routes,
    billingEndpoints.creditCheckout,
    {
      schema: {
        tags: ['billing'],
        summary: 'Open a checkout for a credit package (priced on the server)',
        response: errorAnswers(400, 401, 502, 503),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const { credits: amount, returnTo } = request.body;
      return reply
        .code(201)
        .send(
          await checkouts.createCreditCheckout(user, amount, originOf(request), returnTo ?? null),
        );
    },
  );

  route(
    routes,
    billingEndpoints.subscriptionCheckout,
    {
      schema: {
        tags: ['billing'],
        summary: 'Open a monthly plan checkout, tier "{planId}-{clips|inclusive}"',
        response: errorAnswers(400, 401, 502, 503),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const response = await checkouts.createPlanCheckout(
        user,
        request.body.tier,
        originOf(request),
      );
      return reply.code(201).send(response);
    },
  );

  route(
    routes,
    billingEndpoints.subscription,
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's plan, or null",
        response: errorAnswers(401),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { subscription: await checkouts.subscription(user.id) };
    },
  );

  route(
    routes,
    billingEndpoints.creditCheck,
    {
      schema: {
        tags: ['billing'],
        summary: 'How many videos of a batch can be made now (free daily videos, then credits)',
        response: errorAnswers(400, 401),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return freeVideos.check(user.id, request.body.imageCount);
    },
  );

  route(
    routes,
    billingEndpoints.freeVideos,
    {
      schema: {
        tags: ['billing'],
        summary: "Today's free daily videos (UTC day): how many a day, how many are left",
        response: errorAnswers(401),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        perDay: freeVideos.perDay,
        remainingToday: await freeVideos.remainingToday(user.id),
      };
    },
  );

  route(
    routes,
    billingEndpoints.offlineSession,
    {
      schema: {
        tags: ['billing'],
        summary: 'The offline (test-mode) checkout page: what is being bought',
        response: errorAnswers(401, 404),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return offline.session(user.id, request.params.id);
    },
  );

  for (const action of ['complete', 'cancel'] as const) {
    route(
      routes,
      billingEndpoints.offline[action],
      {
        schema: {
          tags: ['billing'],
          summary:
            action === 'complete'
              ? 'Pay an offline checkout (test mode): credits arrive through the webhook path'
              : 'Abandon an offline checkout',
          response: errorAnswers(401, 404, 409),
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return offline[action](user.id, request.params.id);
      },
    );
  }

  await app.register(async (scope) => {
    // This scope alone keeps the body as the exact bytes received: the signature covers them,
    // and re-serialised JSON would never match.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    route(
      scope,
      billingEndpoints.webhook,
      {
        config: { csrf: false, textCheck: false },
        schema: {
          tags: ['billing'],
          summary: 'Payment events (Stripe-Signature verified on the raw body)',
          response: errorAnswers(400),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await webhooks.handle(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, duplicate: outcome.duplicate };
      },
    );
  });
}
