import { orderEndpoints } from '@shared/endpoints/orders';
import type { OrderClip } from '@shared/order-review';
import { ORDER_MESSAGES, ORDER_OPTION_LABELS } from '@shared/orders';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, DEFAULT_ERROR_MESSAGE, urlOf } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useOrder, useOrderClips } from '../api/order-review';
import { OrderClipCard } from '../components/order-clip-card';
import { OrderDue } from '../components/order-due';
import { OrderPhotosPanel } from '../components/order-photos-panel';
import { OrderPostingPanel } from '../components/order-posting-panel';
import { OrderStatusStepper } from '../components/order-status-stepper';
import { RequestChangeDialog } from '../components/request-change-dialog';

/**
 * /orders/:id: one order as its client follows it: where it is (the stepper), when it is due,
 * its clips to play, download (one or all in a zip), approve, or send back with a comment.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const clips = useOrderClips(id);
  const [changing, setChanging] = useState<OrderClip | null>(null);

  if (order.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (order.error) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div role="alert" className="mx-auto grid w-full max-w-6xl justify-items-start gap-3">
        <p className="text-destructive">
          {missing ? ORDER_MESSAGES.notFound : errorMessage(order.error, DEFAULT_ERROR_MESSAGE)}
        </p>
        <Button asChild variant="outline">
          <Link to="/orders">Back to your orders</Link>
        </Button>
      </div>
    );
  }

  const summary = order.data;
  const list = clips.data?.clips ?? [];
  const visibleWithVideo = list.filter((clip) => clip.videoUrl).length;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-3">
        <Link
          to="/orders"
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Your orders
        </Link>
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Order #{summary.number}
        </h1>
        <p className="text-muted-foreground">
          {summary.planName} · {ORDER_OPTION_LABELS[summary.option]} · {summary.clipAllowance} clips
        </p>
      </div>

      <section
        aria-label="Progress"
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm"
      >
        <OrderStatusStepper status={summary.status} option={summary.option} />
        <OrderDue order={summary} />
      </section>

      {/* The order's photos, added from My photos or uploaded here. */}
      <OrderPhotosPanel orderId={summary.id} />

      <section aria-labelledby="order-clips" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="order-clips" className="text-xl font-semibold text-foreground">
              Your clips
            </h2>
            <p className="text-sm text-muted-foreground tabular-nums">
              {summary.approvedCount} of {summary.clipCount} approved
            </p>
          </div>
          {visibleWithVideo > 0 && (
            <Button variant="outline" asChild>
              <a href={urlOf(orderEndpoints.downloadAll, { params: { id: summary.id } })} download>
                <Download aria-hidden="true" />
                Download all (zip)
              </a>
            </Button>
          )}
        </div>
        {clips.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="aspect-[9/16] max-h-96 rounded-xl" />
            <Skeleton className="aspect-[9/16] max-h-96 rounded-xl" />
          </div>
        ) : clips.error ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-destructive">{errorMessage(clips.error, DEFAULT_ERROR_MESSAGE)}</p>
            <Button variant="outline" onClick={() => void clips.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            Your clips show here once they are ready for your review. We email you then.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((clip) => (
              <OrderClipCard
                key={clip.id}
                orderId={summary.id}
                clip={clip}
                onRequestChange={setChanging}
              />
            ))}
          </ul>
        )}
      </section>

      {/* We Post: the approved clips' schedule on the client's channel. */}
      {summary.option === 'we_post' && <OrderPostingPanel orderId={summary.id} />}

      <RequestChangeDialog orderId={summary.id} clip={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
