import { CalendarClock } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFreeSlots } from '../api/get-free-slots';

/** "Tue, Dec 2 · 10:00 AM" in the viewer's zone (the slots were asked in it). */
function formatSlot(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day} · ${time}`;
}

/** The Go High Level calendar's next free slots, to offer the lead a call (decision 042). */
export function FreeSlots() {
  const slots = useFreeSlots(true);
  if (slots.isPending) {
    return (
      <div className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-36" />
      </div>
    );
  }
  if (slots.isError) {
    return <p className="text-sm text-destructive">{slots.error.message}</p>;
  }
  const { slots: list, error, timezone } = slots.data;
  if (error) return <p className="text-sm text-destructive">{error}</p>;
  if (list.length === 0) {
    return <p className="text-sm text-muted-foreground">No free slots in the next 7 days.</p>;
  }
  return (
    <ul className="grid gap-1.5" data-testid="free-slots">
      {list.map((slot) => (
        <li key={slot} className="flex items-center gap-2 text-sm">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <time dateTime={slot}>{formatSlot(slot, timezone)}</time>
        </li>
      ))}
    </ul>
  );
}
