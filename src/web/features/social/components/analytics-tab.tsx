import type { Post, PostViews } from '@shared/posting';
import { BarChart3, ExternalLink, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { PostStatusBadge } from '../../../components/posting/post-status-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPostTime } from '../../../lib/posts';

interface AnalyticsTabProps {
  posts: readonly Post[] | undefined;
  views: PostViews | undefined;
}

export function EmptyPanel({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className="grid place-items-center rounded-xl border border-dashed border-input bg-surface/60 px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand [&_svg]:size-6">
        {icon}
      </span>
      <p className="mt-4 font-semibold">{title}</p>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Every post with its status, its link and (real YouTube) its view count. */
export function AnalyticsTab({ posts, views }: AnalyticsTabProps) {
  if (!posts) return <Skeleton className="h-48 rounded-xl" />;
  if (posts.length === 0) {
    return (
      <EmptyPanel
        icon={<BarChart3 />}
        title="No posts yet"
        text="Post a finished video from the video studio (“Post to YouTube” on its card), or turn on auto-post."
      />
    );
  }
  return (
    <div className="grid gap-3">
      {views?.unavailable && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          View counts are not available: {views.unavailable}
        </p>
      )}
      <ul className="grid gap-2" data-testid="analytics-posts">
        {posts.map((post) => {
          const count = views?.views[post.id];
          return (
            <li
              key={post.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center"
              data-testid="analytics-post"
              data-status={post.status}
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate font-medium">{post.title}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <PostStatusBadge status={post.status} />
                  <span>YouTube</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatPostTime(post.publishedAt ?? post.createdAt)}</span>
                  {post.auto && <span>· auto-post</span>}
                </p>
                {post.status === 'failed' && post.failureReason && (
                  <p className="text-xs text-destructive">{post.failureReason}</p>
                )}
                {post.notice && <p className="text-xs text-warning">{post.notice}</p>}
              </div>
              <div className="flex items-center gap-4 text-sm">
                {count !== undefined && (
                  <span
                    className="inline-flex items-center gap-1 tabular-nums"
                    data-testid="post-views"
                  >
                    <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
                    {count.toLocaleString()} {count === 1 ? 'view' : 'views'}
                  </span>
                )}
                {post.postUrl && (
                  <a
                    href={post.postUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
                    data-testid="post-link"
                  >
                    Open
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">{post.title} on YouTube</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
