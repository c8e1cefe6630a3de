import { orderEndpoints } from '@shared/endpoints/orders';
import { ORDER_REVIEW_MESSAGES, type OrderClip } from '@shared/order-review';
import { Check, Download, MessageSquareText } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DEFAULT_ERROR_MESSAGE, urlOf } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useApproveClip } from '../api/order-review';

const STATUS_BADGES = {
  draft: { label: 'In the making', variant: 'secondary' },
  in_review: { label: 'Ready for review', variant: 'default' },
  approved: { label: 'Approved', variant: 'success' },
  changes_requested: { label: 'Change requested', variant: 'warning' },
} as const;

interface OrderClipCardProps {
  orderId: string;
  clip: OrderClip;
  onRequestChange: (clip: OrderClip) => void;
}

/** One clip: play it (9:16), its words, download it, and the client's answer while in review. */
export function OrderClipCard({ orderId, clip, onRequestChange }: OrderClipCardProps) {
  const approve = useApproveClip(orderId);
  const badge = STATUS_BADGES[clip.reviewStatus];
  const inReview = clip.reviewStatus === 'in_review';

  function approveClip() {
    approve.mutate(clip.id, {
      onSuccess: (result) =>
        toast.success(
          result.order.status === 'delivered'
            ? ORDER_REVIEW_MESSAGES.delivered
            : ORDER_REVIEW_MESSAGES.approved,
        ),
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  return (
    <li
      aria-label={`Clip ${clip.position}: ${clip.title}`}
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm"
    >
      <div className="relative mx-auto aspect-[9/16] w-full max-w-64 overflow-hidden rounded-lg bg-ink">
        {clip.videoUrl ? (
          <video
            src={clip.videoUrl}
            poster={clip.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            className="size-full object-cover"
            aria-label={`Play ${clip.title}`}
          />
        ) : (
          <p className="grid size-full place-items-center p-4 text-center text-sm text-ink-foreground/70">
            {ORDER_REVIEW_MESSAGES.videoMissing}
          </p>
        )}
      </div>
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-medium text-muted-foreground tabular-nums">
            Clip {clip.position}
          </span>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <h3 className="font-semibold break-words text-foreground">{clip.title}</h3>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{clip.description}</p>
        {clip.tags.length > 0 && (
          <p className="text-xs break-words text-muted-foreground">
            {clip.tags.map((tag) => `#${tag.replace(/\s+/g, '')}`).join(' ')}
          </p>
        )}
        {clip.changeComment && clip.reviewStatus === 'changes_requested' && (
          <p className="mt-1 rounded-md bg-warning-soft p-2 text-sm break-words text-foreground">
            <span className="font-medium">Your request: </span>
            {clip.changeComment}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {inReview && (
          <>
            <Button size="sm" loading={approve.isPending} onClick={approveClip}>
              {!approve.isPending && <Check aria-hidden="true" />}
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => onRequestChange(clip)}>
              <MessageSquareText aria-hidden="true" />
              Request a change
            </Button>
          </>
        )}
        {clip.videoUrl && (
          <Button size="sm" variant="ghost" asChild>
            <a
              href={urlOf(orderEndpoints.downloadClip, {
                params: { id: orderId, clipId: clip.id },
              })}
              download
              aria-label={`Download ${clip.title}`}
            >
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}
