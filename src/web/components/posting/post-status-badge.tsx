import { POST_STATUS_LABELS, type PostStatus } from '@shared/posting';
import { CalendarClock, CircleAlert, CircleCheck, CircleSlash, Clock } from 'lucide-react';
import { POST_STATUS_TONES } from '../../lib/posts';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Spinner } from '../ui/spinner';

/** A post's status as a badge, the same on job cards, Analytics and Schedule. */
export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  const tone = POST_STATUS_TONES[status];
  return (
    <Badge
      variant={tone}
      data-testid="post-status"
      data-status={status}
      className={cn(status === 'cancelled' && 'text-muted-foreground', className)}
    >
      {status === 'queued' && <Clock aria-hidden="true" />}
      {status === 'scheduled' && <CalendarClock aria-hidden="true" />}
      {tone === 'default' && <Spinner label="" className="size-3" />}
      {status === 'published' && <CircleCheck aria-hidden="true" />}
      {status === 'failed' && <CircleAlert aria-hidden="true" />}
      {status === 'cancelled' && <CircleSlash aria-hidden="true" />}
      {POST_STATUS_LABELS[status]}
    </Badge>
  );
}
