import { CHECKOUT_RETURN_PATH, type OfflineCheckoutSession } from '@shared/billing';
import { FlaskConical, Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '../../../components/brand-mark';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useProductName } from '../../../lib/product';
import {
  useFinishOfflineCheckout,
  useOfflineCheckoutSession,
  useRefreshOfflineCheckout,
} from '../api/offline-checkout';
import { formatCents } from '../lib/billing-display';

export const TEST_MODE_NOTICE = 'Test mode: no real payment is taken';

/** A same-origin link is followed inside the app; anything else is a full navigation. */
function useFollowRedirect() {
  const navigate = useNavigate();
  return (redirectUrl: string) => {
    const target = new URL(redirectUrl, window.location.origin);
    if (target.origin === window.location.origin) {
      void navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    } else {
      window.location.assign(target.href);
    }
  };
}

function Ended({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{children}</p>
      <Link to={CHECKOUT_RETURN_PATH} className={buttonVariants({ className: 'mt-3' })}>
        Go to your credits
      </Link>
    </div>
  );
}

function OpenSession({ session }: { session: OfflineCheckoutSession }) {
  const finish = useFinishOfflineCheckout(session.id);
  const refresh = useRefreshOfflineCheckout(session.id);
  const follow = useFollowRedirect();
  const price = formatCents(session.amountCents);
  const act = (action: 'complete' | 'cancel') =>
    finish.mutate(action, {
      onSuccess: ({ redirectUrl }) => follow(redirectUrl),
      onError: (error) => {
        // 409: it was paid or cancelled meanwhile (another tab): say so, then show how it ended.
        if (error instanceof ApiError && error.status === 409) {
          toast.info(error.message);
          void refresh();
          return;
        }
        toast.error(errorMessage(error, 'The checkout could not be finished'));
      },
    });
  const pending = finish.isPending ? finish.variables : undefined;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {session.mode === 'subscription' ? 'Subscribe' : 'Pay'}
        </p>
        <h1 className="text-xl font-semibold tracking-tight">{session.description}</h1>
        <p className="mt-2 text-4xl font-bold tabular-nums">
          {price}
          {session.mode === 'subscription' && (
            <span className="text-base font-normal text-muted-foreground"> /month</span>
          )}
        </p>
      </div>
      <div className="grid gap-2">
        <Button
          size="lg"
          onClick={() => act('complete')}
          loading={pending === 'complete'}
          disabled={finish.isPending}
        >
          <Lock aria-hidden="true" />
          Pay {price}
        </Button>
        <Button
          variant="ghost"
          onClick={() => act('cancel')}
          loading={pending === 'cancel'}
          disabled={finish.isPending}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}

function SessionBody({ id }: { id: string }) {
  const session = useOfflineCheckoutSession(id);
  if (session.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (session.isError) {
    const notFound = session.error instanceof ApiError && session.error.status === 404;
    return (
      <Ended title={notFound ? 'Checkout not found' : 'Could not load this checkout'}>
        {notFound
          ? 'This checkout link does not exist or belongs to another account.'
          : session.error.message}
      </Ended>
    );
  }
  const { data } = session;
  if (data.status === 'complete') {
    return (
      <Ended title="Already paid">
        {data.description} was paid with this checkout. Nothing more to do.
      </Ended>
    );
  }
  if (data.status === 'expired') {
    return (
      <Ended title="This checkout has expired">
        It was cancelled or timed out, and nothing was charged. Start a new one from your credits
        page.
      </Ended>
    );
  }
  return <OpenSession session={data} />;
}

/**
 * /checkout/offline/:id, the built-in checkout used when no Stripe key is configured. It is
 * clearly a test: paying makes the server sign a Stripe-shaped event and run it through the
 * same webhook code as a real payment, so the whole purchase flow works with no keys.
 */
export function OfflineCheckoutPage() {
  const { id = '' } = useParams();
  const productName = useProductName();
  useEffect(() => {
    const previous = document.title;
    document.title = `Test checkout · ${productName}`;
    return () => {
      document.title = previous;
    };
  }, [productName]);

  return (
    <main className="grid min-h-dvh content-start justify-items-center bg-muted px-4 py-10 sm:content-center sm:py-16">
      <div className="w-full max-w-md">
        <div
          role="note"
          className="mb-4 flex items-center gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm font-semibold text-warning"
        >
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {TEST_MODE_NOTICE}
        </div>
        <div className="rounded-xl border border-border bg-surface p-6 shadow-card sm:p-8">
          <BrandMark className="mb-6" tagline="Checkout" />
          <SessionBody id={id} />
        </div>
        <p className="mt-4 text-center text-xs text-muted-foreground">
          This page stands in for Stripe while no payment keys are configured.
        </p>
      </div>
    </main>
  );
}
