import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS } from '@shared/orders';
import type { OrderBrief, ProductionOrderDetail } from '@shared/orders-production';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProductionAction, useProductionOrder } from '../api/production';
import { ClipCard } from '../components/clip-card';
import { OperatorPhotoIntake } from '../components/operator-photo-intake';
import { dollars, timeLeftLabel } from '../lib/time-left';

/** /admin/orders/:id: make the batch, watch it render, finish each clip, send it for review. */
export function ProductionOrderPage() {
  const { id = '' } = useParams();
  const order = useProductionOrder(id);
  const action = useProductionAction(id);
  if (order.isPending) return <Skeleton className="h-64" />;
  if (order.error) return <p className="text-destructive">{order.error.message}</p>;
  const { order: summary, photos, clips } = order.data;
  const timeLeft = timeLeftLabel(summary.secondsLeft);
  const inProduction = summary.status === 'in_production';
  const run = (kind: 'batch' | 'ready', success: string) =>
    action.mutate(
      { kind },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <div className="grid min-w-0 gap-6">
      <Link to="/admin/orders" className="text-sm text-brand hover:underline">
        ← All orders
      </Link>
      <Card>
        <CardHeader>
          <CardTitle className="break-words">
            {summary.businessName ?? summary.clientEmail} · order {summary.number}
          </CardTitle>
          <div className="flex flex-wrap gap-2 text-sm text-muted-foreground">
            <span className="break-all">{summary.clientEmail}</span>
            <span>
              {summary.planName} · {ORDER_OPTION_LABELS[summary.option]}
            </span>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary" data-testid="order-status">
              {ORDER_STATUS_LABELS[summary.status]}
            </Badge>
            {timeLeft && (
              <Badge variant={summary.overdue ? 'destructive' : 'warning'}>{timeLeft}</Badge>
            )}
            <span className="text-sm">
              {summary.clipCount}/{summary.clipAllowance} clips · {photos.length} photos
            </span>
            <span className="text-sm" data-testid="order-cost">
              Render cost so far: {dollars(order.data.totalCostCents)} · new renders on{' '}
              {order.data.engineLabel}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => run('batch', 'The batch is rendering')}
              disabled={!inProduction || action.isPending}
            >
              Make the batch
            </Button>
            <Button
              variant="secondary"
              onClick={() => run('ready', 'Sent to the client for review')}
              disabled={!inProduction || action.isPending || clips.length === 0}
            >
              Mark ready for review
            </Button>
          </div>
          {summary.status === 'waiting_for_photos' && (
            <OperatorPhotoIntake orderId={id} photoCount={photos.length} />
          )}
          <Brief
            key={JSON.stringify(order.data.brief)}
            brief={order.data.brief}
            onSave={(brief) =>
              action.mutate(
                { kind: 'brief', brief },
                {
                  onSuccess: () => toast.success('Brief saved'),
                  onError: (e) => toast.error(e.message),
                },
              )
            }
          />
        </CardContent>
      </Card>
      <Photos photos={photos} />
      <section className="grid gap-3" aria-label="Clips">
        <h2 className="text-lg font-semibold">Clips</h2>
        {clips.length === 0 && (
          <p className="text-sm text-muted-foreground">No clips yet: make the batch.</p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {clips.map((clip) => (
            <ClipCard key={clip.id} orderId={id} clip={clip} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Photos({ photos }: { photos: ProductionOrderDetail['photos'] }) {
  return (
    <section className="grid gap-3" aria-label="Photos">
      <h2 className="text-lg font-semibold">Photos</h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((photo) => (
          <li key={photo.id} className="relative">
            <img
              src={photo.thumbnailUrl ?? photo.url}
              alt={photo.name}
              className="aspect-square w-full rounded-md object-cover"
            />
            {photo.clipId && (
              <Badge className="absolute left-1 top-1" variant="success">
                Clip
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Brief(props: { brief: OrderBrief; onSave: (brief: OrderBrief) => void }) {
  const [brief, setBrief] = useState(props.brief);
  const field = (name: keyof OrderBrief, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`brief-${name}`}>{label}</Label>
      <Input
        id={`brief-${name}`}
        value={brief[name] ?? ''}
        maxLength={120}
        onChange={(event) => setBrief({ ...brief, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(brief);
      }}
    >
      {field('businessName', 'Business name')}
      {field('city', 'City')}
      {field('style', 'Style')}
      <Button type="submit" variant="outline">
        Save brief
      </Button>
    </form>
  );
}
