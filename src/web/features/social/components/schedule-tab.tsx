import { type Post, POSTING_MESSAGES } from '@shared/posting';
import { CalendarClock, X } from 'lucide-react';
import { toast } from 'sonner';
import { PostStatusBadge } from '../../../components/posting/post-status-badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isWaitingPost, waitingReason } from '../../../lib/posts';
import { useCancelPost } from '../api/cancel-post';
import { EmptyPanel } from './analytics-tab';

/** Posts waiting for their publish time or the next quota day, with cancel while possible. */
export function ScheduleTab({ posts }: { posts: readonly Post[] | undefined }) {
  const cancel = useCancelPost();
  if (!posts) return <Skeleton className="h-48 rounded-xl" />;
  const waiting = posts.filter(isWaitingPost);
  if (waiting.length === 0) {
    return (
      <EmptyPanel
        icon={<CalendarClock />}
        title="Nothing scheduled"
        text="Posts with a publish time, and posts waiting for YouTube's next upload day, appear here."
      />
    );
  }
  return (
    <ul className="grid gap-2" data-testid="schedule-posts">
      {waiting.map((post) => (
        <li
          key={post.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center"
          data-testid="schedule-post"
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="truncate font-medium">{post.title}</p>
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <PostStatusBadge status={post.status} />
              {waitingReason(post)}
            </p>
          </div>
          {post.cancellable ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-auto"
              loading={cancel.isPending && cancel.variables === post.id}
              onClick={() =>
                cancel.mutate(post.id, {
                  onSuccess: () => toast.success(POSTING_MESSAGES.postCancelled),
                  onError: (error) =>
                    toast.error(POSTING_MESSAGES.cancelFailed, { description: error.message }),
                })
              }
              data-testid="cancel-post"
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
          ) : (
            <p className="text-xs text-muted-foreground sm:max-w-48 sm:text-right">
              On YouTube already: change it in YouTube Studio.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
