import type { Timeliness } from '@shared/order-reports';
import { Badge } from '../../../components/ui/badge';
import { formatHours, TIMELINESS_BADGE } from '../lib/display';

/** On time / Late / Overdue …, with the hours the clips took when they are known. */
export function TimelinessBadge({
  timeliness,
  hoursTaken,
}: {
  timeliness: Timeliness;
  hoursTaken: number | null;
}) {
  const badge = TIMELINESS_BADGE[timeliness];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 whitespace-nowrap">
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {hoursTaken !== null && (
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatHours(hoursTaken)}
        </span>
      )}
    </span>
  );
}
