import type { Post } from '@shared/posting';
import { ExternalLink } from 'lucide-react';
import { PostStatusBadge } from '../../../components/posting/post-status-badge';
import { waitingReason } from '../../../lib/posts';

/** The newest post of a video on its card: its status, and the link once YouTube has it. */
export function JobPostStatus({ post }: { post: Post }) {
  return (
    <div
      className="grid gap-1.5 rounded-md bg-muted/60 px-3 py-2 text-xs"
      data-testid="video-job-post"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">YouTube</span>
        <PostStatusBadge status={post.status} />
        {post.auto && <span className="text-muted-foreground">auto-post</span>}
        {post.postUrl && (post.status === 'published' || post.status === 'scheduled') && (
          <a
            href={post.postUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto inline-flex items-center gap-1 font-medium text-brand hover:underline"
            data-testid="video-job-post-link"
          >
            View on YouTube
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        )}
      </div>
      {post.status === 'failed' && post.failureReason && (
        <p className="text-destructive">{post.failureReason}</p>
      )}
      {(post.status === 'scheduled' || post.status === 'queued') && (
        <p className="text-muted-foreground">{waitingReason(post)}</p>
      )}
      {post.notice && <p className="text-warning">{post.notice}</p>}
    </div>
  );
}
