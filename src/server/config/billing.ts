import { z } from 'zod';
import { integer, optionalFlag, optionalSecret, trimSlash, urlOr } from './fields.js';

/** Payments: Stripe when its keys are set, else the offline checkout (if on); free videos. */
export const billingSettings = z
  .object({
    // A secret key switches purchases from the offline checkout to Stripe Checkout.
    STRIPE_SECRET_KEY: optionalSecret(
      /^(sk|rk)_/,
      'must be a secret or restricted key (sk_… or rk_…), not the publishable pk_… key',
    ),
    STRIPE_WEBHOOK_SECRET: optionalSecret(
      /^whsec_/,
      "must be the webhook endpoint's signing secret (whsec_…)",
    ),
    STRIPE_BASE_URL: urlOr('https://api.stripe.com'),
    OFFLINE_CHECKOUT: optionalFlag,
    FREE_DAILY_VIDEOS: integer({ min: 0, fallback: 1 }),
  })
  .superRefine((env, context) => {
    // Settings that are only wrong together; each names the variable to fix.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'is required when STRIPE_SECRET_KEY is set: without it no payment can be verified and credited',
      });
    }
    if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when STRIPE_WEBHOOK_SECRET is set (half a Stripe setup)',
      });
    }
    if (env.OFFLINE_CHECKOUT === true && (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['OFFLINE_CHECKOUT'],
        message:
          'cannot be true while STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET are set: the test-mode checkout grants credits without payment',
      });
    }
  })
  .transform((env) => ({
    /** Stripe Checkout and webhooks; null keeps purchases on the offline checkout (if enabled). */
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            baseUrl: trimSlash(env.STRIPE_BASE_URL),
          }
        : null,
    billing: {
      /** Videos each user may make free per UTC day, before credits are charged. */
      freeDailyVideos: env.FREE_DAILY_VIDEOS,
      /**
       * The built-in test-mode checkout: on by default without Stripe keys, and never with them
       * (it grants credits without payment).
       */
      offlineCheckout: env.OFFLINE_CHECKOUT ?? !env.STRIPE_SECRET_KEY,
    },
  }));
