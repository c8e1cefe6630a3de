import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { StatusDisplay } from '../../lib/image-assets';
import { Badge } from '../ui/badge';
import { Spinner } from '../ui/spinner';

/** A status as a badge: a clock while waiting, a spinner while working, then done or failed. */
export function StatusBadge({
  display,
  className,
}: {
  display: StatusDisplay;
  className?: string;
}) {
  return (
    <Badge variant={display.tone} className={cn('shadow-sm', className)}>
      {display.tone === 'secondary' && <Clock aria-hidden="true" />}
      {display.tone === 'default' && <Spinner label="" className="size-3" />}
      {display.tone === 'success' && <CircleCheck aria-hidden="true" />}
      {display.tone === 'destructive' && <CircleAlert aria-hidden="true" />}
      {display.label}
    </Badge>
  );
}
