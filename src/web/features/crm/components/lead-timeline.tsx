import type { Activity } from '@shared/crm-activities';
import {
  ArrowRightLeft,
  FileUp,
  Mail,
  MessageSquare,
  Phone,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActivities } from '../api/get-activities';
import { ACTIVITY_LABELS, formatDateTime } from '../lib/display';

const ICONS: Record<Activity['activityType'], LucideIcon> = {
  call: Phone,
  email: Mail,
  note: MessageSquare,
  meeting: Users,
  status_change: ArrowRightLeft,
  import: FileUp,
  gohighlevel: Workflow,
};

/** Written by the server: the subject says it all ("Status changed from New to …"). */
const SERVER_WRITTEN = new Set<Activity['activityType']>([
  'status_change',
  'import',
  'gohighlevel',
]);

function Entry({ activity }: { activity: Activity }) {
  const Icon = ICONS[activity.activityType];
  return (
    <li
      className="relative grid grid-cols-[auto_1fr] gap-3"
      data-testid="timeline-entry"
      data-type={activity.activityType}
    >
      <span className="mt-0.5 grid size-8 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm">
          {SERVER_WRITTEN.has(activity.activityType) ? (
            <span className="font-medium">{activity.subject}</span>
          ) : (
            <>
              <span className="font-medium">{ACTIVITY_LABELS[activity.activityType]}</span>
              {activity.subject && <span className="text-foreground"> · {activity.subject}</span>}
            </>
          )}
        </p>
        {activity.message && (
          <p className="text-sm whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">
            {activity.message}
          </p>
        )}
        {activity.outcome && (
          <p
            className={
              activity.details.result === 'failed'
                ? 'text-xs text-destructive [overflow-wrap:anywhere]'
                : 'text-xs text-muted-foreground [overflow-wrap:anywhere]'
            }
          >
            Outcome: {activity.outcome}
          </p>
        )}
        <time className="text-xs text-muted-foreground" dateTime={activity.createdAt}>
          {formatDateTime(activity.createdAt)}
        </time>
      </div>
    </li>
  );
}

/** The lead's story, newest first: 20 entries, then 20 older ones per "Show older". */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const timeline = useActivities(leadId);
  const activities = timeline.data?.pages.flatMap((page) => page.activities) ?? [];
  return (
    <section aria-label="Timeline" className="grid gap-4">
      {timeline.isPending && <Skeleton className="h-24 w-full" />}
      {timeline.isError && <p className="text-sm text-destructive">{timeline.error.message}</p>}
      {timeline.isSuccess && activities.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nothing here yet: log a call or send an email.
        </p>
      )}
      <ol className="grid gap-4" data-testid="lead-timeline">
        {activities.map((activity) => (
          <Entry key={activity.id} activity={activity} />
        ))}
      </ol>
      {timeline.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          loading={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
          data-testid="timeline-older"
        >
          Show older
        </Button>
      )}
    </section>
  );
}
