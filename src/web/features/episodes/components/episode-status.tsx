import type { EpisodeStatus, EpisodeSummary } from '@shared/episodes';
import { TRANSCRIPTION_ENGINE_LABELS } from '@shared/transcripts';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { ProgressBar } from './upload-progress-bar';

const STATUS_LABELS: Record<EpisodeStatus, string> = {
  queued: 'Waiting to start',
  transcribing: 'Transcribing',
  finding: 'Finding moments',
  ready: 'Ready',
  failed: 'Failed',
};

const STATUS_BADGES: Record<EpisodeStatus, BadgeProps['variant']> = {
  queued: 'secondary',
  transcribing: 'default',
  finding: 'default',
  ready: 'success',
  failed: 'destructive',
};

export function EpisodeStatusBadge({ status }: { status: EpisodeStatus }) {
  return <Badge variant={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** Where the analysis is: a progress bar while it runs, why it failed, or which engine heard it. */
export function EpisodeProgress({
  episode,
}: {
  episode: Pick<EpisodeSummary, 'status' | 'progress' | 'error' | 'engine' | 'wordsNote'>;
}) {
  if (episode.status === 'failed')
    return (
      <p className="text-sm text-destructive" role="alert">
        {episode.error ?? 'The analysis failed.'} Your credits were refunded.
      </p>
    );
  if (episode.status !== 'ready')
    return <ProgressBar percent={episode.progress} label={STATUS_LABELS[episode.status]} />;
  return (
    <p className="text-sm text-muted-foreground" data-testid="episode-engine">
      {episode.engine
        ? `Transcribed by ${TRANSCRIPTION_ENGINE_LABELS[episode.engine]}.`
        : episode.wordsNote}
    </p>
  );
}
