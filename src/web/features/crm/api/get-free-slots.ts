import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The viewer's time zone (what GHL is asked the slots in). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/gohighlevel/calendar/free-slots: the calendar's next free slots. */
export function useFreeSlots(enabled: boolean) {
  const timezone = viewerTimeZone();
  return useQuery({
    queryKey: ['gohighlevel', 'free-slots', timezone] as const,
    queryFn: ({ signal }) =>
      api.call(goHighLevelEndpoints.freeSlots, {
        query: { timezone },
        fallbackMessage: 'Failed to load the free slots',
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
