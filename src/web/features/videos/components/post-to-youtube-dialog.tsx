import { POSTING_MESSAGES } from '@shared/posting';
import type { VideoJob } from '@shared/videos';
import { useQuery } from '@tanstack/react-query';
import { Link2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { livePostOf, postsQueryOptions, socialConnectionsQueryOptions } from '../../../lib/posts';
import { useYouTubeMetadata } from '../api/get-youtube-metadata';
import { AlreadyPosted } from './already-posted';
import { PostForm } from './post-form-fields';

interface PostToYouTubeDialogProps {
  job: Pick<VideoJob, 'id' | 'prompt' | 'posterUrl'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Why the dialog cannot post, and the way to fix it (Social connections). */
function ConnectFirst({ title, text }: { title: string; text: string }) {
  return (
    <div
      className="grid gap-4 rounded-lg border border-border bg-muted/50 p-4"
      data-testid="post-needs-connection"
    >
      <p className="flex items-start gap-2 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <span>
          <span className="block font-medium">{title}</span>
          <span className="text-muted-foreground">{text}</span>
        </span>
      </p>
      <Button asChild className="justify-self-start" data-testid="post-connect-link">
        <Link to="/social-connections">
          <Link2 aria-hidden="true" />
          Go to Social connections
        </Link>
      </Button>
    </div>
  );
}

/**
 * The job card's "Post to YouTube": proposes a title, description and tags for the video
 * (generate-youtube-metadata), lets the user edit them and choose privacy, the two YouTube
 * declarations and a publish time, then queues the post. Without a connected channel it says
 * so and links to /social-connections. A video already on YouTube (or on its way) shows that
 * post; "Post again", once confirmed, makes a second one (decision 049).
 */
export function PostToYouTubeDialog({ job, open, onOpenChange }: PostToYouTubeDialogProps) {
  const connections = useQuery({ ...socialConnectionsQueryOptions, enabled: open });
  const channel = connections.data?.connections.find((c) => c.platform === 'youtube');
  const connected = channel?.status === 'connected';
  const posts = useQuery({ ...postsQueryOptions, enabled: open });
  const live = posts.data && livePostOf(posts.data.posts, job.id);
  const [again, setAgain] = useState<'no' | 'confirming' | 'yes'>('no');
  const showForm = posts.isSuccess && (!live || again === 'yes');
  const metadata = useYouTubeMetadata(job.id, open && connected && showForm);

  useEffect(() => {
    if (metadata.isError) toast.error(POSTING_MESSAGES.metadataFailed, { id: `meta-${job.id}` });
  }, [metadata.isError, job.id]);

  let body;
  if (connections.isPending) {
    body = <Spinner label="Checking your YouTube connection" className="mx-auto my-8 size-6" />;
  } else if (connections.isError) {
    body = (
      <ConnectFirst
        title={POSTING_MESSAGES.loadFailed}
        text="Your YouTube connection could not be checked. Open Social connections to see it."
      />
    );
  } else if (!channel) {
    body = (
      <ConnectFirst
        title="No YouTube channel connected"
        text="Connect your channel once; then any finished video can be posted from here."
      />
    );
  } else if (!connected) {
    body = (
      <ConnectFirst
        title="Your YouTube channel needs reconnecting"
        text={channel.statusReason ?? 'YouTube no longer accepts the saved sign-in.'}
      />
    );
  } else if (posts.isPending) {
    body = <Spinner label="Checking this video's posts" className="mx-auto my-8 size-6" />;
  } else if (live && !showForm) {
    body = (
      <AlreadyPosted
        post={live}
        confirming={again === 'confirming'}
        onPostAgain={() => setAgain('confirming')}
        onConfirm={() => setAgain('yes')}
        onCancel={() => setAgain('no')}
      />
    );
  } else if (metadata.isPending) {
    body = (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
        <Spinner label="" className="size-5" />
        Writing a title, description and tags…
      </p>
    );
  } else {
    body = (
      <PostForm
        videoId={job.id}
        channelName={channel.accountName}
        testMode={channel.mode === 'test'}
        metadata={metadata.data}
        postAgain={again === 'yes'}
        onPosted={() => onOpenChange(false)}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" data-testid="post-dialog">
        <DialogHeader>
          <DialogTitle>Post to YouTube</DialogTitle>
          <DialogDescription className="line-clamp-2">{job.prompt}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
