import type { PostingStats } from '@shared/posting';
import { CircleAlert, CircleCheck, Clock, Link2, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

interface Stat {
  key: string;
  label: string;
  value: (stats: PostingStats) => string;
  icon: ReactNode;
}

const STATS: readonly Stat[] = [
  { key: 'total', label: 'Total posts', value: (s) => String(s.totalPosts), icon: <Send /> },
  {
    key: 'success-rate',
    label: 'Success rate',
    value: (s) => `${s.successRate}%`,
    icon: <CircleCheck />,
  },
  { key: 'pending', label: 'Pending', value: (s) => String(s.pendingPosts), icon: <Clock /> },
  { key: 'failed', label: 'Failed', value: (s) => String(s.failedPosts), icon: <CircleAlert /> },
  {
    key: 'platforms',
    label: 'Platforms connected',
    value: (s) => String(s.platformsConnected),
    icon: <Link2 />,
  },
];

/** get_user_posting_stats as five cards; the post live event keeps them current. */
export function StatsCards({ stats }: { stats: PostingStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={!stats}>
      {STATS.map((stat) => (
        <div
          key={stat.key}
          className="grid gap-2 rounded-xl border border-border bg-surface p-4 shadow-card last:col-span-2 sm:last:col-span-1"
          data-testid={`stat-${stat.key}`}
        >
          <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:text-brand">
            {stat.icon}
            {stat.label}
          </dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums">
            {stats ? stat.value(stats) : <Skeleton className="h-8 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
