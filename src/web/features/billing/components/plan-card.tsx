import {
  SUBSCRIPTION_PACKAGES,
  type PlanVariant,
  type Subscription,
  type SubscriptionPackage,
} from '@shared/billing';
import { useState } from 'react';
import { PopupBlockedNotice } from '../../../components/credits/popup-blocked-notice';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrice } from '../../../lib/credit-packages';
import { useStartPlanCheckout } from '../../../lib/plan-checkout';
import { useSubscription } from '../api/get-subscription';
import { formatLongDate } from '../lib/billing-display';

/** The spec's pricing toggle: 'We Post' (all-inclusive, the default) or 'You Post' (clips). */
const VARIANT_LABELS: Record<PlanVariant, string> = {
  inclusive: 'We Post (all-inclusive)',
  clips: 'You Post (clips only)',
};

const STATUS_BADGES: Record<
  Subscription['status'],
  { label: string; variant: BadgeProps['variant'] }
> = {
  active: { label: 'Active', variant: 'success' },
  incomplete: { label: 'Incomplete', variant: 'warning' },
  past_due: { label: 'Past due', variant: 'warning' },
  unpaid: { label: 'Unpaid', variant: 'warning' },
  paused: { label: 'Paused', variant: 'secondary' },
  canceled: { label: 'Canceled', variant: 'secondary' },
};

const monthlyPrice = (plan: SubscriptionPackage, variant: PlanVariant) =>
  formatPrice(variant === 'clips' ? plan.clipsOnlyPriceCents : plan.allInclusivePriceCents);

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const plan = SUBSCRIPTION_PACKAGES.find((candidate) => candidate.id === subscription.planId);
  const status = STATUS_BADGES[subscription.status];
  const periodEnd = subscription.currentPeriodEnd;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold">{plan?.name ?? subscription.planId}</p>
        <Badge variant={status.variant}>{status.label}</Badge>
        {subscription.provider === 'offline' && <Badge variant="outline">Test mode</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">
        {VARIANT_LABELS[subscription.variant]}
        {plan && ` · ${plan.deliverable} · ${monthlyPrice(plan, subscription.variant)}/month`}
      </p>
      {periodEnd && subscription.status !== 'canceled' && (
        <p className="text-sm">
          {subscription.cancelAtPeriodEnd ? 'Ends on ' : 'Renews on '}
          <time dateTime={periodEnd}>{formatLongDate(periodEnd)}</time>
        </p>
      )}
    </div>
  );
}

function PlanOption({ plan, variant }: { plan: SubscriptionPackage; variant: PlanVariant }) {
  const checkout = useStartPlanCheckout(`${plan.id}-${variant}`);
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{plan.name}</p>
        {plan.popular && <Badge>Most popular</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{plan.deliverable}</p>
      <p>
        <span className="text-2xl font-bold tabular-nums">{monthlyPrice(plan, variant)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <Button
        variant={plan.popular ? 'default' : 'outline'}
        onClick={() => void checkout.start()}
        disabled={checkout.isProcessing}
        aria-label={checkout.isProcessing ? undefined : `Choose ${plan.name}`}
      >
        {checkout.isProcessing ? checkout.processingLabel : 'Choose plan'}
      </Button>
      {checkout.blockedUrl && <PopupBlockedNotice url={checkout.blockedUrl} />}
    </li>
  );
}

function PlanChoices() {
  const [variant, setVariant] = useState<PlanVariant>('inclusive');
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        No plan yet. A plan delivers finished clips every month.
      </p>
      <div role="group" aria-label="Who posts" className="grid grid-cols-2 gap-2 sm:flex">
        {(['inclusive', 'clips'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={variant === option ? 'secondary' : 'outline'}
            className="max-sm:h-auto max-sm:min-h-8 max-sm:py-1.5 max-sm:whitespace-normal"
            aria-pressed={variant === option}
            onClick={() => setVariant(option)}
          >
            {VARIANT_LABELS[option]}
          </Button>
        ))}
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SUBSCRIPTION_PACKAGES.map((plan) => (
          <PlanOption key={plan.id} plan={plan} variant={variant} />
        ))}
      </ul>
    </div>
  );
}

/** "Your plan": the current subscription, or the three plans to choose from. */
export function PlanCard() {
  const subscription = useSubscription();
  const current = subscription.data?.subscription;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your plan</CardTitle>
        <CardDescription>Monthly clip plans, billed through checkout.</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription.isPending && <Skeleton className="h-16 w-full" />}
        {subscription.isError && (
          <p role="alert" className="text-sm text-destructive">
            {subscription.error.message}
          </p>
        )}
        {subscription.isSuccess &&
          (current && current.status !== 'canceled' ? (
            <CurrentPlan subscription={current} />
          ) : (
            <PlanChoices />
          ))}
      </CardContent>
    </Card>
  );
}
