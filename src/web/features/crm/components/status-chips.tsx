import { LEAD_STATUSES, type LeadStats, type LeadStatus } from '@shared/crm';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../lib/display';

/** All and the six statuses, each with its count; the chosen one is pressed. */
export function StatusChips({
  value,
  stats,
  onChange,
}: {
  value: LeadStatus | null;
  stats: LeadStats | undefined;
  onChange: (status: LeadStatus | null) => void;
}) {
  const chips: { status: LeadStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: 'All', count: stats?.total },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: statusLabel(status),
      count: stats?.byStatus[status],
    })),
  ];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
      {chips.map(({ status, label, count }) => {
        const pressed = value === status;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            data-testid={`crm-status-chip-${status ?? 'all'}`}
            onClick={() => onChange(status)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed
                ? 'border-transparent bg-ink text-ink-foreground'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            {label}
            {count !== undefined && (
              <span
                className={cn('tabular-nums', pressed ? 'opacity-80' : 'text-muted-foreground')}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
