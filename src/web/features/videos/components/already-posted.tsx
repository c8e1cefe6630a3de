import { POSTING_MESSAGES, type Post } from '@shared/posting';
import { ExternalLink, Repeat } from 'lucide-react';
import { PostStatusBadge } from '../../../components/posting/post-status-badge';
import { Button } from '../../../components/ui/button';
import { waitingReason } from '../../../lib/posts';

interface AlreadyPostedProps {
  /** The video's post that is on YouTube or on its way. */
  post: Post;
  /** The user asked to post again and is reading what that means. */
  confirming: boolean;
  onPostAgain: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The post dialog of a video with a post on YouTube or on its way (decision 049): a video is
 * posted once. A published one links to its YouTube video and offers "Post again", which first
 * says that it makes a second YouTube video; one on its way can only be waited for.
 */
export function AlreadyPosted({
  post,
  confirming,
  onPostAgain,
  onConfirm,
  onCancel,
}: AlreadyPostedProps) {
  const published = post.status === 'published';
  return (
    <div className="grid gap-4" data-testid="post-already-posted" data-status={post.status}>
      <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {published ? 'This video is already on YouTube' : POSTING_MESSAGES.alreadyOnItsWay}
          <PostStatusBadge status={post.status} />
        </p>
        <p className="text-muted-foreground">“{post.title}”</p>
        {!published && (
          <p className="text-muted-foreground">
            {post.status === 'queued' || post.status === 'scheduled'
              ? `${waitingReason(post)} `
              : ''}
            You can post it again once this post is finished.
          </p>
        )}
        {post.postUrl && (
          <a
            href={post.postUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 justify-self-start font-medium text-brand hover:underline"
            data-testid="post-already-link"
          >
            View on YouTube
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
      {published && !confirming && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={onPostAgain}
          data-testid="post-again"
        >
          <Repeat aria-hidden="true" />
          Post again
        </Button>
      )}
      {published && confirming && (
        <div
          role="alertdialog"
          aria-labelledby="post-again-title"
          className="grid gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-sm"
          data-testid="post-again-confirm"
        >
          <p id="post-again-title" className="font-medium">
            Post this video again?
          </p>
          <p className="text-muted-foreground">
            This uploads it a second time and makes a second YouTube video on your channel, with its
            own link and views. The first one stays as it is.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onConfirm} data-testid="post-again-yes">
              Yes, post it again
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Keep the one on YouTube
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
