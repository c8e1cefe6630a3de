import { ORDER_POSTING_MESSAGES, type OrderPost } from '@shared/order-posting';
import { POST_STATUS_LABELS, POSTING_MESSAGES } from '@shared/posting';
import { CalendarClock, Link2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrderPosting, useOrderPostingActions } from '../api/order-posting';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A `datetime-local` value (local time, minutes) for an ISO time. */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function PostItem({
  post,
  actions,
}: {
  post: OrderPost;
  actions: ReturnType<typeof useOrderPostingActions>;
}) {
  const [value, setValue] = useState(() => (post.publishAt ? toLocalInput(post.publishAt) : ''));
  return (
    <li
      className="grid min-w-0 gap-2 rounded-xl border border-border bg-surface p-3"
      data-testid="order-post"
    >
      <p className="truncate font-medium" data-testid="order-post-title">
        {post.title}
      </p>
      <p className="text-xs text-muted-foreground">
        <span data-testid="order-post-status">{POST_STATUS_LABELS[post.status]}</span>
        {post.publishAt && (
          <>
            {' · '}
            <time dateTime={post.publishAt} data-testid="order-post-time">
              {when.format(new Date(post.publishAt))}
            </time>
          </>
        )}
        {post.thumbnailSet && ' · thumbnail set'}
      </p>
      {post.thumbnailFailure && <p className="text-xs text-warning">{post.thumbnailFailure}</p>}
      {post.failureReason && <p className="text-xs text-destructive">{post.failureReason}</p>}
      {(post.movable || post.cancellable) && (
        <div className="flex flex-wrap items-center gap-2">
          {post.movable && (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const at = new Date(value);
                if (Number.isNaN(at.getTime()))
                  return toast.error(POSTING_MESSAGES.publishAtInvalid);
                actions.move.mutate(
                  { postId: post.id, publishAt: at.toISOString() },
                  {
                    onSuccess: () => toast.success(POSTING_MESSAGES.postMoved),
                    onError: (error) =>
                      toast.error(POSTING_MESSAGES.moveFailed, { description: error.message }),
                  },
                );
              }}
            >
              <label className="sr-only" htmlFor={`order-when-${post.id}`}>
                New time for {post.title}
              </label>
              <input
                id={`order-when-${post.id}`}
                type="datetime-local"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className="h-8 w-full min-w-0 max-w-52 rounded-md border border-border bg-background px-2 text-sm"
                data-testid="order-post-when"
              />
              <Button type="submit" size="sm" variant="outline" data-testid="order-post-move">
                <CalendarClock aria-hidden="true" />
                Move
              </Button>
            </form>
          )}
          {post.cancellable && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                actions.cancel.mutate(post.id, {
                  onSuccess: () => toast.success(POSTING_MESSAGES.postCancelled),
                  onError: (error) =>
                    toast.error(POSTING_MESSAGES.cancelFailed, { description: error.message }),
                })
              }
              data-testid="order-post-cancel"
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * We Post on an order (issue 28): the time its clips go out, whether the YouTube channel is
 * connected (with the way to connect it), "Schedule my posts", and each scheduled post with
 * cancel and move. Mounted on /orders/:id.
 */
export function OrderPostingPanel({ orderId }: { orderId: string }) {
  const posting = useOrderPosting(orderId);
  const actions = useOrderPostingActions(orderId);
  const [time, setTime] = useState<string | null>(null);
  if (posting.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (posting.isError) return <p className="text-sm text-destructive">{posting.error.message}</p>;
  const view = posting.data;
  if (!view.wePost)
    return <p className="text-sm text-muted-foreground">{ORDER_POSTING_MESSAGES.notWePost}</p>;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const scheduled = view.posts.length > 0;
  return (
    <section
      className="grid min-w-0 gap-4"
      aria-labelledby="order-posting-title"
      data-testid="order-posting"
    >
      <h2 id="order-posting-title" className="text-lg font-semibold">
        Posting to YouTube
      </h2>
      {view.connection !== 'connected' && (
        <div
          className="grid gap-2 rounded-xl border border-warning/40 bg-warning-soft p-3 text-sm"
          data-testid="connect-youtube"
        >
          <p className="font-medium">
            {view.connection === 'none'
              ? ORDER_POSTING_MESSAGES.connectFirst
              : ORDER_POSTING_MESSAGES.reconnect}
          </p>
          <Link
            to={view.connectPath}
            className={buttonVariants({ size: 'sm', className: 'justify-self-start' })}
          >
            <Link2 aria-hidden="true" />
            Connect YouTube
          </Link>
        </div>
      )}
      {!scheduled && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            actions.saveCadence.mutate(
              {
                postTime: time ?? view.cadence.postTime,
                postTimeZone: zone,
                postsPerDay: view.cadence.postsPerDay,
              },
              {
                onSuccess: () => toast.success(ORDER_POSTING_MESSAGES.cadenceSaved),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          <label className="grid gap-1 text-sm">
            One post a day at
            <input
              type="time"
              value={time ?? view.cadence.postTime}
              onChange={(event) => setTime(event.target.value)}
              className="h-9 rounded-md border border-border bg-background px-2"
              data-testid="post-time"
            />
          </label>
          <Button type="submit" variant="outline" size="sm" data-testid="save-post-time">
            Save time
          </Button>
          <p className="w-full text-xs text-muted-foreground">Times are in {zone}.</p>
        </form>
      )}
      {view.canSchedule && !scheduled && (
        <Button
          className="justify-self-start"
          loading={actions.schedule.isPending}
          onClick={() =>
            actions.schedule.mutate(undefined, {
              onSuccess: () => toast.success(ORDER_POSTING_MESSAGES.scheduled),
              onError: (error) => toast.error(error.message),
            })
          }
          data-testid="schedule-posts"
        >
          Schedule my posts
        </Button>
      )}
      {scheduled && (
        <ul className="grid gap-2" data-testid="order-posts">
          {view.posts.map((post) => (
            <PostItem key={post.id} post={post} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
