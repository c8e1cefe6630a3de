import { ComingSoonCard } from '../components/platform-card';
import { StatsCards } from '../components/stats-cards';
import { YouTubePlatformCard } from '../components/youtube-platform-card';
import { usePostingStats } from '../api/get-posting-data';
import { useConnectionResultToasts } from '../hooks/use-connection-result-toasts';

const COMING_SOON = ['facebook', 'instagram', 'tiktok', 'twitter', 'gohighlevel'] as const;

/**
 * /social-connections: how posting goes (the stats, live) and the platforms: YouTube (with its
 * auto-post toggle) and the ones coming soon. The connect flow comes back here with
 * ?connected= or ?error=, said once in a toast and then dropped from the address.
 */
export function SocialConnectionsPage() {
  const stats = usePostingStats();
  useConnectionResultToasts();

  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Social connections
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Connect your channels once, then post finished videos from the studio or let every new
          clip post itself.
        </p>
      </div>
      <section aria-label="Posting stats" className="grid gap-3">
        <StatsCards stats={stats.data} />
        {stats.isError && (
          <p role="alert" className="text-sm text-destructive">
            {stats.error.message}
          </p>
        )}
      </section>
      <section aria-labelledby="platforms-heading" className="grid gap-4">
        <h2 id="platforms-heading" className="text-lg font-semibold">
          Platforms
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <YouTubePlatformCard />
          {COMING_SOON.map((platform) => (
            <ComingSoonCard key={platform} platform={platform} />
          ))}
        </div>
      </section>
    </div>
  );
}
