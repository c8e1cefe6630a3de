import { episodeEndpoints } from '@shared/endpoints/episodes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { urlOf } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useEpisode, useEpisodeUpdates } from '../api/episodes';
import { EpisodeProgress, EpisodeStatusBadge } from '../components/episode-status';
import { FindAgainForm } from '../components/find-again-form';
import { MomentList } from '../components/moment-list';
import { TranscriptView } from '../components/transcript-view';
import { formatClock } from '../lib/transcript-paragraphs';
import { useEpisodePlayer } from '../lib/use-episode-player';

/** /episodes/:id: the recording, where its analysis is, its transcript and its moments. */
export function EpisodePage() {
  useEpisodeUpdates();
  const { id = '' } = useParams();
  const episode = useEpisode(id);
  const { attachAudio, currentTime, playFrom } = useEpisodePlayer();

  if (episode.isPending) return <Spinner label="Loading the episode" />;
  if (episode.isError)
    return (
      <p className="text-destructive" role="alert">
        {errorMessage(episode.error, 'This episode could not be loaded.')}
      </p>
    );
  const data = episode.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Link to="/episodes" className="flex w-fit items-center gap-1 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> All episodes
      </Link>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold tracking-tight break-all text-ink sm:text-3xl">
            {data.title}
          </h1>
          <EpisodeStatusBadge status={data.status} />
        </div>
        <p className="text-sm text-muted-foreground tabular-nums">
          {formatClock(data.durationSeconds)} · {data.credits} credits
        </p>
        <EpisodeProgress episode={data} />
      </div>
      <audio
        ref={attachAudio}
        controls
        preload="metadata"
        className="w-full"
        src={urlOf(episodeEndpoints.audio, { params: { id: data.id } })}
      />
      {data.status === 'ready' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="grid content-start gap-3" aria-labelledby="moments-heading">
            <h2 id="moments-heading" className="text-xl font-semibold text-ink">
              Moments
            </h2>
            <FindAgainForm episode={data} />
            <MomentList
              moments={data.moments}
              onPlay={(moment) => playFrom(moment.start, moment.end)}
            />
          </section>
          <section className="grid content-start gap-3" aria-labelledby="transcript-heading">
            <h2 id="transcript-heading" className="text-xl font-semibold text-ink">
              Transcript
            </h2>
            {data.transcript ? (
              <TranscriptView
                words={data.transcript.words}
                currentTime={currentTime}
                onPlayFrom={(seconds) => playFrom(seconds)}
              />
            ) : (
              <p className="text-muted-foreground">{data.wordsNote}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
