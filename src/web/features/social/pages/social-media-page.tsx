import { BarChart3, CalendarClock, Link2 } from 'lucide-react';
import { useState } from 'react';
import { StudioTabs, tabIds, type StudioTab } from '../../../components/ui/tabs';
import { usePosts, usePostViews } from '../api/get-posting-data';
import { AnalyticsTab } from '../components/analytics-tab';
import { GoHighLevelCard } from '../components/gohighlevel-card';
import { ComingSoonCard } from '../components/platform-card';
import { ScheduleTab } from '../components/schedule-tab';
import { YouTubePlatformCard } from '../components/youtube-platform-card';

type Tab = 'connections' | 'analytics' | 'schedule';

const TABS: readonly StudioTab<Tab>[] = [
  { value: 'connections', label: 'Connections', icon: <Link2 aria-hidden="true" /> },
  { value: 'analytics', label: 'Analytics', icon: <BarChart3 aria-hidden="true" /> },
  { value: 'schedule', label: 'Schedule', icon: <CalendarClock aria-hidden="true" /> },
];

const COMING_SOON = ['facebook', 'instagram', 'tiktok', 'pinterest'] as const;

/** /social-media: the connections, every post with its outcome and views, and what waits. */
export function SocialMediaPage() {
  const [tab, setTab] = useState<Tab>('connections');
  const posts = usePosts();
  const views = usePostViews(tab === 'analytics');
  const ids = tabIds('social-media', tab);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Social media
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Where your videos go, how they did, and what is scheduled.
        </p>
      </div>
      <StudioTabs
        label="Social media"
        idPrefix="social-media"
        tabs={TABS}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} data-testid={`tab-${tab}`}>
        {tab === 'connections' && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <YouTubePlatformCard />
            <GoHighLevelCard />
            {COMING_SOON.map((platform) => (
              <ComingSoonCard key={platform} platform={platform} />
            ))}
          </div>
        )}
        {tab === 'analytics' && <AnalyticsTab posts={posts.data?.posts} views={views.data} />}
        {tab === 'schedule' && <ScheduleTab posts={posts.data?.posts} />}
      </div>
    </div>
  );
}
