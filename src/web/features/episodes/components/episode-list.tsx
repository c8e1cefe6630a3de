import type { EpisodeSummary } from '@shared/episodes';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-messages';
import { useDeleteEpisode, useEpisodes } from '../api/episodes';
import { formatClock } from '../lib/transcript-paragraphs';
import { EpisodeProgress, EpisodeStatusBadge } from './episode-status';

function EpisodeRow({ episode }: { episode: EpisodeSummary }) {
  const remove = useDeleteEpisode();
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/episodes/${episode.id}`}
              className="min-w-0 font-medium break-all text-ink hover:underline"
            >
              {episode.title}
            </Link>
            <div className="flex items-center gap-2">
              <EpisodeStatusBadge status={episode.status} />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${episode.title}`}
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm(`Delete ${episode.title}, its transcript and moments?`))
                    return;
                  remove.mutate(episode.id, {
                    onError: (error) =>
                      toast.error(errorMessage(error, 'The episode could not be deleted.')),
                  });
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </div>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatClock(episode.durationSeconds)} · {episode.credits} credits
            {episode.status === 'ready' && ` · ${episode.momentCount} moments`}
          </p>
          {episode.status !== 'ready' && <EpisodeProgress episode={episode} />}
        </CardContent>
      </Card>
    </li>
  );
}

/** The user's episodes, newest first, each with where its analysis is. */
export function EpisodeList() {
  const episodes = useEpisodes();
  if (episodes.isPending) return <Spinner label="Loading episodes" />;
  if (episodes.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        {errorMessage(episodes.error, 'Your episodes could not be loaded.')}{' '}
        <Button variant="link" onClick={() => void episodes.refetch()}>
          Try again
        </Button>
      </p>
    );
  const list = episodes.data.episodes;
  if (list.length === 0)
    return (
      <p className="text-muted-foreground">No episodes yet. Upload one to find its moments.</p>
    );
  return (
    <ul className="grid gap-3" aria-label="Your episodes">
      {list.map((episode) => (
        <EpisodeRow key={episode.id} episode={episode} />
      ))}
    </ul>
  );
}
