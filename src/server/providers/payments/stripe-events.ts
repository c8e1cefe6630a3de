import { z } from 'zod';

/**
 * The Stripe event shapes billing reads (vendors.md section 8), parsed leniently: unknown
 * fields pass through, and fields that moved between API versions are read from either place
 * (an endpoint's events follow the API version chosen for it in the dashboard, not ours).
 * Related objects may arrive as an id or expanded; both parse to the id. Status fields stay
 * plain strings: a status Stripe adds later must reach the billing rules, not fail the parse.
 */

/** `"cus_…"` or an expanded `{id:"cus_…", …}`, read as the id. */
const expandableId = z.union([
  z.string(),
  z.looseObject({ id: z.string() }).transform((expanded) => expanded.id),
]);
/** An optional related object, read as its id or null. */
const relatedId = expandableId.nullish().transform((id) => id ?? null);
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((values) => values ?? {});
const unixSeconds = z.number().int();
const optionalUnixSeconds = unixSeconds.nullish().transform((value) => value ?? null);

/** Every event: dedupe on `id` (deliveries repeat and arrive out of order). */
export const stripeEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  /** Unix seconds when the event happened: orders deliveries that arrive out of order. */
  created: unixSeconds,
  livemode: z.boolean().optional(),
  api_version: z.string().nullish(),
  data: z.looseObject({
    object: z.looseObject({}),
    previous_attributes: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/** checkout.session.completed | async_payment_succeeded | async_payment_failed | expired. */
export const stripeCheckoutSessionSchema = z.looseObject({
  id: z.string().min(1),
  mode: z.string(),
  /** paid | unpaid | no_payment_required. */
  payment_status: z.string(),
  /** open | complete | expired. */
  status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  payment_intent: relatedId,
  subscription: relatedId,
  customer: relatedId,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});
export type StripeCheckoutSession = z.infer<typeof stripeCheckoutSessionSchema>;

const subscriptionItemSchema = z.looseObject({ current_period_end: unixSeconds.optional() });

/**
 * customer.subscription.created | updated | deleted (and paused, resumed). The period end
 * moved from the subscription to its items in 2025-03-31.basil; `currentPeriodEnd` reads
 * either (the latest item's when several differ).
 */
export const stripeSubscriptionSchema = z
  .looseObject({
    id: z.string().min(1),
    /** incomplete | incomplete_expired | trialing | active | past_due | canceled | unpaid | paused. */
    status: z.string(),
    metadata,
    customer: relatedId,
    cancel_at_period_end: z.boolean().default(false),
    current_period_end: optionalUnixSeconds,
    items: z.looseObject({ data: z.array(subscriptionItemSchema) }).optional(),
  })
  .transform((subscription) => {
    const itemEnds = (subscription.items?.data ?? [])
      .map((item) => item.current_period_end)
      .filter((end) => end !== undefined);
    const currentPeriodEnd =
      itemEnds.length > 0 ? Math.max(...itemEnds) : subscription.current_period_end;
    return { ...subscription, currentPeriodEnd };
  });
export type StripeSubscription = z.infer<typeof stripeSubscriptionSchema>;

/**
 * invoice.paid | invoice.payment_failed. The subscription moved from `invoice.subscription`
 * to `invoice.parent.subscription_details.subscription` in 2025-03-31.basil;
 * `subscriptionId` reads either (null for a one-off invoice).
 */
export const stripeInvoiceSchema = z
  .looseObject({
    id: z.string().min(1),
    status: z.string().nullish(),
    amount_paid: z.number().int().default(0),
    currency: z.string().nullish(),
    customer: relatedId,
    subscription: relatedId,
    parent: z
      .looseObject({
        subscription_details: z
          .looseObject({ subscription: relatedId, metadata: metadata.optional() })
          .nullish(),
      })
      .nullish(),
  })
  .transform((invoice) => ({
    ...invoice,
    subscriptionId: invoice.parent?.subscription_details?.subscription ?? invoice.subscription,
  }));
export type StripeInvoice = z.infer<typeof stripeInvoiceSchema>;

/** charge.refunded (and charge.refund.updated's charge). Amounts in minor units. */
export const stripeChargeSchema = z.looseObject({
  id: z.string().min(1),
  payment_intent: relatedId,
  amount: z.number().int(),
  amount_refunded: z.number().int().default(0),
  refunded: z.boolean().default(false),
  currency: z.string().nullish(),
  metadata,
});
export type StripeCharge = z.infer<typeof stripeChargeSchema>;

/** charge.dispute.created | closed | funds_withdrawn. */
export const stripeDisputeSchema = z.looseObject({
  id: z.string().min(1),
  charge: relatedId,
  payment_intent: relatedId,
  amount: z.number().int(),
  currency: z.string().nullish(),
  /** warning_needs_response | needs_response | under_review | won | lost | …. */
  status: z.string().nullish(),
  reason: z.string().nullish(),
});
export type StripeDispute = z.infer<typeof stripeDisputeSchema>;

/** A delivery whose body is not the event shape billing reads (answer 400 and log it). */
export class StripeEventShapeError extends Error {
  override name = 'StripeEventShapeError';
}

/** The event envelope of a verified webhook body. */
export function parseStripeEvent(rawBody: string | Buffer): StripeEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch {
    throw new StripeEventShapeError('The webhook body is not JSON.');
  }
  return parseOrThrow(stripeEventSchema, json, 'event');
}

/** `event.data.object` read as one of the schemas above, e.g. stripeInvoiceSchema. */
export function eventObject<S extends z.ZodType>(event: StripeEvent, schema: S): z.output<S> {
  return parseOrThrow(schema, event.data.object, `${event.type} object`);
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new StripeEventShapeError(`Unreadable Stripe ${what}: ${problems.join('; ')}`);
}
