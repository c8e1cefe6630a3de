import type { LeadStats } from '@shared/crm';
import { CircleCheck, Hourglass, Sparkles, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../lib/display';

const CARDS = [
  { key: 'total', label: 'Total Leads', icon: Users },
  { key: 'new', label: 'New', icon: Sparkles },
  { key: 'inProgress', label: 'In Progress', icon: Hourglass },
  { key: 'converted', label: 'Converted', icon: CircleCheck },
] as const;

/** The spec's four cards; In Progress = contacted + responded + qualified. */
export function StatCards({ stats }: { stats: LeadStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="gap-1 px-4 py-4 sm:px-5" data-testid={`crm-stat-${key}`}>
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{label}</span>
            <Icon aria-hidden="true" className="size-4" />
          </div>
          {stats ? (
            <p className="text-2xl font-semibold tabular-nums" data-testid="crm-stat-value">
              {formatCount(stats[key])}
            </p>
          ) : (
            <Skeleton className="h-8 w-16" />
          )}
        </Card>
      ))}
    </div>
  );
}
