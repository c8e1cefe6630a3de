import { type Post, POSTING_MESSAGES } from '@shared/posting';
import { CalendarClock, CalendarDays, List, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PostStatusBadge } from '../../../components/posting/post-status-badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { waitingReason } from '../../../lib/posts';
import { useCancelPost } from '../api/cancel-post';
import { useMovePost } from '../api/move-post';
import { scheduledPosts, toLocalInput, weekDays, weekStart } from '../lib/schedule';
import { EmptyPanel } from './analytics-tab';

const dayLabel = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** Inside a day's cell the date is the cell's heading: the time alone. */
const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Cancel and reschedule (a date-time input) for one post, while it can still change. */
function PostActions({ post }: { post: Post }) {
  const cancel = useCancelPost();
  const move = useMovePost();
  const [when, setWhen] = useState(() =>
    toLocalInput(post.publishAt ?? post.notBefore ?? new Date().toISOString()),
  );
  if (!post.cancellable && !post.movable) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {post.movable && (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const at = new Date(when);
            if (Number.isNaN(at.getTime())) {
              toast.error(POSTING_MESSAGES.publishAtInvalid);
              return;
            }
            move.mutate(
              { id: post.id, publishAt: at.toISOString() },
              {
                onSuccess: () => toast.success(POSTING_MESSAGES.postMoved),
                onError: (error) =>
                  toast.error(POSTING_MESSAGES.moveFailed, { description: error.message }),
              },
            );
          }}
        >
          <label className="sr-only" htmlFor={`when-${post.id}`}>
            New publish time for {post.title}
          </label>
          <input
            id={`when-${post.id}`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className="h-8 w-full min-w-0 max-w-52 rounded-md border border-border bg-background px-2 text-sm"
            data-testid="reschedule-input"
          />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            loading={move.isPending}
            data-testid="reschedule-post"
          >
            <CalendarClock aria-hidden="true" />
            Move
          </Button>
        </form>
      )}
      {post.cancellable && (
        <Button
          variant="outline"
          size="sm"
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
      )}
    </div>
  );
}

function PostRow({ post }: { post: Post }) {
  return (
    <li
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-surface p-4 shadow-card"
      data-testid="schedule-post"
    >
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-medium">{post.title}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <PostStatusBadge status={post.status} />
          <span className="min-w-0 break-words">{waitingReason(post)}</span>
        </p>
      </div>
      <PostActions post={post} />
    </li>
  );
}

/** Week view: seven days, Monday first, each with its posts (one column on a phone). */
function WeekView({ posts }: { posts: readonly Post[] }) {
  const [start, setStart] = useState(() =>
    weekStart(new Date(posts[0] ? timeOfFirst(posts) : Date.now())),
  );
  const days = weekDays(posts, start);
  const shift = (weeks: number) =>
    setStart(new Date(start.getFullYear(), start.getMonth(), start.getDate() + weeks * 7));
  return (
    <div className="grid gap-3" data-testid="schedule-week">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => shift(-1)}>
          Previous week
        </Button>
        <p className="text-sm font-medium">Week of {dayLabel.format(start)}</p>
        <Button variant="outline" size="sm" onClick={() => shift(1)}>
          Next week
        </Button>
      </div>
      <ol className="grid gap-2 lg:grid-cols-7">
        {days.map(({ day, posts: dayPosts }) => (
          <li
            key={day.toISOString()}
            className="grid min-w-0 content-start gap-2 rounded-lg border border-border p-2"
            data-testid="schedule-day"
          >
            <p className="text-xs font-semibold text-muted-foreground">{dayLabel.format(day)}</p>
            {dayPosts.map((post) => (
              <div key={post.id} className="min-w-0 rounded-md bg-muted px-2 py-1 text-xs">
                <p className="font-medium">
                  {timeOfDay.format(new Date(post.publishAt ?? post.notBefore!))}
                </p>
                <p className="break-words" data-testid="week-post-title">
                  {post.title}
                </p>
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}

const timeOfFirst = (posts: readonly Post[]) =>
  new Date(posts[0]!.publishAt ?? posts[0]!.notBefore!).getTime();

/** What goes out and when, soonest first, as a list or a week, with cancel and reschedule. */
export function ScheduleTab({ posts }: { posts: readonly Post[] | undefined }) {
  const [view, setView] = useState<'list' | 'week'>('list');
  if (!posts) return <Skeleton className="h-48 rounded-xl" />;
  const waiting = scheduledPosts(posts);
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
    <div className="grid min-w-0 gap-3">
      <div className="flex gap-2" role="group" aria-label="Schedule view">
        <Button
          variant={view === 'list' ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          <List aria-hidden="true" />
          List
        </Button>
        <Button
          variant={view === 'week' ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view === 'week'}
          onClick={() => setView('week')}
        >
          <CalendarDays aria-hidden="true" />
          Week
        </Button>
      </div>
      {view === 'list' ? (
        <ul className="grid gap-2" data-testid="schedule-posts">
          {waiting.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      ) : (
        <WeekView posts={waiting} />
      )}
    </div>
  );
}
