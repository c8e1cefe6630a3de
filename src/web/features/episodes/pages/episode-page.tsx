import { episodeEndpoints } from '@shared/endpoints/episodes';
import type { Episode } from '@shared/episodes';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { urlOf } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useEpisode, useEpisodeUpdates } from '../api/episodes';
import { ClipBatchForm } from '../components/clip-batch-form';
import { ClipJobs } from '../components/clip-jobs';
import { EpisodeProgress, EpisodeStatusBadge } from '../components/episode-status';
import { FindAgainForm } from '../components/find-again-form';
import { MomentClip } from '../components/moment-clip';
import { MomentList } from '../components/moment-list';
import { TranscriptView } from '../components/transcript-view';
import { initialDesign, listedClips, type BatchDesign } from '../lib/clip-batch';
import { formatClock } from '../lib/transcript-paragraphs';
import { formatEdge } from '../lib/trim';
import { useClipPicks } from '../lib/use-clip-picks';
import { useEpisodePlayer } from '../lib/use-episode-player';

interface ReadyEpisodeProps {
  episode: Episode;
  /** The page's player: where it is, and playing a span of the episode. */
  currentTime: number;
  playFrom: (start: number, end?: number) => void;
}

/**
 * A ready episode: its moments (each can be picked, trimmed and given its caption words), its
 * transcript, one design for the picked moments' clips and the clips rendered (decision 068).
 */
function ReadyEpisode({ episode, currentTime, playFrom }: ReadyEpisodeProps) {
  const { picks, words, toggle, update, clips, clear } = useClipPicks(episode);
  const [design, setDesign] = useState<BatchDesign>(() => initialDesign(episode.title));
  const [batch, setBatch] = useState<{ id: string; label: string }[]>([]);

  function rendered(videoIds: string[]) {
    const labels = clips.map(
      ({ rank, span }) => `Clip #${rank + 1} · ${formatEdge(span.start)}–${formatEdge(span.end)}`,
    );
    setBatch((before) => [...videoIds.map((id, k) => ({ id, label: labels[k] ?? id })), ...before]);
    clear();
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="grid content-start gap-3" aria-labelledby="moments-heading">
          <h2 id="moments-heading" className="text-xl font-semibold text-ink">
            Moments
          </h2>
          <FindAgainForm episode={episode} />
          <MomentList
            moments={episode.moments}
            onPlay={(moment) => playFrom(moment.start, moment.end)}
            renderPick={(_, rank) => (
              <MomentClip
                rank={rank}
                pick={picks[rank]}
                words={words}
                durationSeconds={episode.durationSeconds}
                captions={design.captions}
                onToggle={(on) => toggle(rank, on)}
                onChange={(pick) => update(rank, pick)}
                onPlay={(span) => playFrom(span.start, span.end)}
              />
            )}
          />
        </section>
        <section className="grid content-start gap-3" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading" className="text-xl font-semibold text-ink">
            Transcript
          </h2>
          {episode.transcript ? (
            <TranscriptView
              words={episode.transcript.words}
              currentTime={currentTime}
              onPlayFrom={(seconds) => playFrom(seconds)}
            />
          ) : (
            <p className="text-muted-foreground">{episode.wordsNote}</p>
          )}
        </section>
      </div>
      <section className="grid gap-3" aria-labelledby="make-clips-heading">
        <h2 id="make-clips-heading" className="text-xl font-semibold text-ink">
          Make clips
        </h2>
        <ClipBatchForm
          episodeId={episode.id}
          durationSeconds={episode.durationSeconds}
          clips={clips}
          words={words}
          design={design}
          onDesign={(patch) => setDesign((before) => ({ ...before, ...patch }))}
          onRendered={rendered}
        />
      </section>
      <ClipJobs batch={listedClips(batch, episode.clipIds)} />
    </>
  );
}

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
        <ReadyEpisode episode={data} currentTime={currentTime} playFrom={playFrom} />
      )}
    </div>
  );
}
