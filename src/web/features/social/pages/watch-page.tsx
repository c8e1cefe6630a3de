import { WATCH_PAGE_NOTICE, WATCH_VIDEO_REMOVED, type TestVideo } from '@shared/youtube-test';
import { FlaskConical, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useProductName } from '../../../lib/product';
import { countTestVideoPlay, useTestVideo } from '../api/get-test-video';
import { PrivacyBadge } from '../components/privacy-badge';
import { YouTubeMark } from '../components/youtube-mark';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Player({ video }: { video: TestVideo }) {
  const [views, setViews] = useState(video.views);
  const counted = useRef(false);
  // One view per page view, on the first play (as a view is counted on YouTube, roughly).
  const onPlay = () => {
    if (counted.current) return;
    counted.current = true;
    countTestVideoPlay(video.id).then(
      (answer) => setViews(answer.views),
      () => {},
    );
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <div className="mx-auto w-full max-w-[26rem] overflow-hidden rounded-2xl bg-ink shadow-lifted">
        <video
          src={video.videoUrl}
          // The custom thumbnail (thumbnails.set) is what YouTube shows before a play.
          poster={video.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          onPlay={onPlay}
          className="aspect-[9/16] max-h-[78dvh] w-full bg-ink object-contain"
        >
          <track kind="captions" />
        </video>
      </div>
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold tracking-tight break-words">{video.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{video.channelTitle}</span>
          <span aria-hidden="true">·</span>
          <span>
            {views} {views === 1 ? 'view' : 'views'}
          </span>
          <span aria-hidden="true">·</span>
          <span>{day.format(new Date(video.publishedAt))}</span>
        </div>
        <div className="flex flex-wrap gap-2">
          <PrivacyBadge video={video} />
          {video.synthetic && (
            <Badge variant="outline">
              <Sparkles aria-hidden="true" />
              Altered or synthetic content
            </Badge>
          )}
          {video.madeForKids && <Badge variant="outline">Made for kids</Badge>}
        </div>
        {video.scheduled && video.publishAt && (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            Only you can see this video until {when.format(new Date(video.publishAt))}, when it
            becomes public.
          </p>
        )}
        {video.description && (
          <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm whitespace-pre-wrap break-words">
            {video.description}
          </p>
        )}
        {video.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {video.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs text-brand">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Unavailable({ notFound, message }: { notFound: boolean; message: string }) {
  if (notFound && message === WATCH_VIDEO_REMOVED) {
    return (
      <div className="mx-auto grid max-w-md gap-3 py-16 text-center">
        <h1 className="text-xl font-semibold tracking-tight">Video unavailable</h1>
        <p className="text-sm text-muted-foreground">{WATCH_VIDEO_REMOVED}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-md gap-3 py-16 text-center">
      <h1 className="text-xl font-semibold tracking-tight">
        {notFound ? 'Video unavailable' : 'Could not load this video'}
      </h1>
      <p className="text-sm text-muted-foreground">
        {notFound ? 'This video is private, not published yet, or does not exist.' : message}
      </p>
      <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mx-auto mt-3' })}>
        Go to the home page
      </Link>
    </div>
  );
}

/**
 * /watch/:id, a video "published" on the built-in test-mode YouTube channel (no Google keys):
 * played from this server, with what YouTube would show (title, description, privacy), and
 * clearly not YouTube. Private videos are their owner's alone (the server decides).
 */
export function WatchPage() {
  const { id = '' } = useParams();
  const productName = useProductName();
  const video = useTestVideo(id);
  const title = video.data?.title;
  useEffect(() => {
    const previous = document.title;
    document.title = `${title ?? 'Test video'} · ${productName} test channel`;
    return () => {
      document.title = previous;
    };
  }, [title, productName]);

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <BrandMark />
          <p
            role="note"
            className="flex items-center gap-2 rounded-full border border-warning/40 bg-warning-soft px-3 py-1 text-xs font-semibold text-warning"
          >
            <FlaskConical className="size-3.5 shrink-0" aria-hidden="true" />
            {WATCH_PAGE_NOTICE}
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        {video.isPending ? (
          <div className="grid gap-6 lg:grid-cols-[26rem_1fr]" aria-busy="true">
            <Skeleton className="mx-auto aspect-[9/16] w-full max-w-[26rem] rounded-2xl" />
            <div className="grid content-start gap-3">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ) : video.isError ? (
          <Unavailable
            notFound={video.error instanceof ApiError && video.error.status === 404}
            message={video.error.message}
          />
        ) : (
          <Player video={video.data} />
        )}
        <p className="mt-10 flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
          <YouTubeMark className="size-6" />
          {productName} runs without Google keys here, so its YouTube posts land on this test
          channel instead of youtube.com.
        </p>
      </main>
    </div>
  );
}
