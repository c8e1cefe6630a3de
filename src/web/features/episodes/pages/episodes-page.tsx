import { useEpisodeUpdates } from '../api/episodes';
import { EpisodeList } from '../components/episode-list';
import { EpisodeUploadCard } from '../components/episode-upload-card';

/**
 * /episodes: upload a whole recording and follow its analysis; each episode opens on its
 * transcript and ranked moments (issue 30).
 */
export function EpisodesPage() {
  useEpisodeUpdates();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Episodes
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Drop in a whole episode and get its best moments back, ranked, with the reasons behind
          each.
        </p>
      </div>
      <EpisodeUploadCard />
      <section className="grid gap-3" aria-labelledby="episode-list-heading">
        <h2 id="episode-list-heading" className="text-xl font-semibold text-ink">
          Your episodes
        </h2>
        <EpisodeList />
      </section>
    </div>
  );
}
