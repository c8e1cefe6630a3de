import { videoEndpoints } from '@shared/endpoints/videos';
import {
  ACTIVE_VIDEO_STATUSES,
  VIDEO_ENGINE_LABELS,
  videoStatusLabel,
  type VideoJob,
} from '@shared/videos';
import {
  AudioWaveform,
  Captions,
  Copy,
  Cpu,
  Download,
  Film,
  Music,
  Play,
  RefreshCw,
  Share2,
  UserRound,
} from 'lucide-react';
import { TRANSCRIPTION_ENGINE_LABELS } from '@shared/transcripts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { latestPostByVideo, POSTS_QUERY_KEY, postsQueryOptions } from '../../../lib/posts';
import { VIDEO_JOBS_QUERY_KEY } from '../api/get-video-jobs';
import { useElapsedMs } from '../../../components/video-jobs/use-elapsed-ms';
import { useJobActions } from '../hooks/use-job-actions';
import { jobMade, type JobMade } from '../lib/job-made';
import { VIDEO_MODE_LABELS } from '../lib/modes';
import { JobPostStatus } from './job-post-status';
import { JobProgress, StatusBadge } from '../../../components/video-jobs/job-status';
import { PostToYouTubeDialog } from './post-to-youtube-dialog';
import { VideoPlayerDialog } from './video-player-dialog';

/** The lists a deleted video leaves: the studio's and the posts (its posts go with it). */
export const VIDEO_DELETE_KEYS = [VIDEO_JOBS_QUERY_KEY, POSTS_QUERY_KEY] as const;

const formatSeconds = (seconds: number) => `${Number(seconds.toFixed(2))}s`;

function IconAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

const MADE_ICONS: Record<JobMade['kind'], typeof Music> = {
  talking: UserRound,
  audiogram: AudioWaveform,
  music: Music,
};

/** The poster, over a blurred copy of itself so any aspect ratio fills the frame nicely. */
function JobMedia({ job, onPlay }: { job: VideoJob; onPlay: () => void }) {
  const playable = job.status === 'succeeded' && job.videoUrl !== null;
  const active = ACTIVE_VIDEO_STATUSES.includes(job.status);
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-ink">
      {job.posterUrl ? (
        <>
          <img
            src={job.posterUrl}
            alt=""
            aria-hidden="true"
            className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-xl"
          />
          <img
            src={job.posterUrl}
            alt={`Poster of the video: ${job.prompt}`}
            className="relative size-full object-contain"
          />
        </>
      ) : (
        <div
          className={cn(
            'grid size-full place-items-center bg-gradient-to-br from-ink via-ink-hover to-brand/60 text-ink-foreground/70',
            active && 'animate-pulse',
          )}
        >
          <Film className="size-10" aria-hidden="true" />
        </div>
      )}
      {playable && (
        <button
          type="button"
          onClick={onPlay}
          // A pointer shortcut: keyboard and screen reader users have the "Play video" action.
          tabIndex={-1}
          aria-hidden="true"
          className="group absolute inset-0 grid cursor-pointer place-items-center"
        >
          <span className="grid size-14 place-items-center rounded-full bg-surface/90 text-ink shadow-lifted transition-transform duration-150 group-hover:scale-105">
            <Play className="ml-0.5 size-6 fill-current" aria-hidden="true" />
          </span>
        </button>
      )}
      <StatusBadge status={job.status} className="absolute top-3 left-3" />
    </div>
  );
}

/** One video job: what it is, how far it got, and what can be done with it. */
export function JobCard({ job }: { job: VideoJob }) {
  const [playing, setPlaying] = useState(false);
  const [posting, setPosting] = useState(false);
  // One cached list for every card (lib/posts.ts), kept fresh by the post live event.
  const posts = useQuery({ ...postsQueryOptions, enabled: job.status === 'succeeded' });
  const post = posts.data && latestPostByVideo(posts.data.posts).get(job.id);
  const active = ACTIVE_VIDEO_STATUSES.includes(job.status);
  const elapsedMs = useElapsedMs(job, active);
  const { copyPrompt, download, refreshStatus, isRefreshing } = useJobActions(job);
  const promptId = useId();
  const label = videoStatusLabel(job.status);
  const ready = job.status === 'succeeded' && job.videoUrl !== null;

  return (
    <article
      aria-labelledby={promptId}
      data-testid="video-job-card"
      data-job-id={job.id}
      data-status={job.status}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <JobMedia job={job} onPlay={() => setPlaying(true)} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <h3 id={promptId} className="line-clamp-2 text-sm leading-snug font-medium">
            {job.prompt}
          </h3>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
            <span>{VIDEO_MODE_LABELS[job.mode]}</span>
            <span aria-hidden="true">·</span>
            <span>{formatSeconds(job.durationSeconds)}</span>
            <span aria-hidden="true">·</span>
            <span>{job.resolution}</span>
            <span aria-hidden="true">·</span>
            <span>{job.aspectRatio}</span>
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <p className="inline-flex items-center gap-1">
              <Cpu className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Engine: </span>
              {VIDEO_ENGINE_LABELS[job.engine]}
            </p>
            {jobMade(job).map(({ kind, label }) => {
              const Icon = MADE_ICONS[kind];
              return (
                <Badge
                  key={kind}
                  variant="outline"
                  data-testid="video-job-made"
                  className="text-muted-foreground"
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Badge>
              );
            })}
            {job.captioned && (
              <Badge
                variant="outline"
                data-testid="video-job-captions"
                title={captionsTitle(job)}
                className="text-muted-foreground"
              >
                <Captions aria-hidden="true" />
                {job.captionsHeardBy
                  ? `Captions by ${TRANSCRIPTION_ENGINE_LABELS[job.captionsHeardBy]}`
                  : 'Captions'}
              </Badge>
            )}
          </div>
        </div>

        <JobProgress job={job} elapsedMs={elapsedMs} />

        {label === 'Failed' && (
          <p className="rounded-md bg-destructive/10 px-3 py-2 text-xs text-destructive">
            {job.error ?? 'The video could not be made.'}
            {job.refunded && (
              <span className="mt-1 block font-medium">The {job.cost} credits were refunded.</span>
            )}
          </p>
        )}

        {post && <JobPostStatus post={post} />}

        <div className="mt-auto flex flex-wrap items-center gap-0.5 border-t border-border pt-2">
          <IconAction label="Copy prompt" onClick={copyPrompt}>
            <Copy aria-hidden="true" />
          </IconAction>
          <IconAction label="Download video" onClick={() => void download()} disabled={!ready}>
            <Download aria-hidden="true" />
          </IconAction>
          <IconAction label="Play video" onClick={() => setPlaying(true)} disabled={!ready}>
            <Play aria-hidden="true" />
          </IconAction>
          <IconAction label="Refresh status" onClick={refreshStatus} disabled={isRefreshing}>
            <RefreshCw aria-hidden="true" className={cn(isRefreshing && 'animate-spin')} />
          </IconAction>
          <DeleteItemButton
            kind="video"
            id={job.id}
            endpoint={videoEndpoints.remove}
            name={job.prompt}
            label={`Delete the video “${job.prompt}”`}
            queryKeys={VIDEO_DELETE_KEYS}
            running={active}
            iconOnly
          />
          {job.status === 'succeeded' && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto h-9"
              onClick={() => setPosting(true)}
              data-testid="post-to-youtube"
            >
              <Share2 aria-hidden="true" />
              Post to YouTube
            </Button>
          )}
        </div>
      </div>
      {ready && <VideoPlayerDialog job={job} open={playing} onOpenChange={setPlaying} />}
      {ready && posting && (
        <PostToYouTubeDialog job={job} open={posting} onOpenChange={setPosting} />
      )}
    </article>
  );
}

/** Where a clip's burned-in captions came from. */
function captionsTitle(job: VideoJob): string {
  if (job.captionsHeardBy) {
    return `Captions heard in your recording by ${TRANSCRIPTION_ENGINE_LABELS[job.captionsHeardBy]} are burned into the video`;
  }
  return job.voiceoverId
    ? "Captions from the voiceover's script are burned into the video"
    : "Captions from your recording's words are burned into the video";
}
