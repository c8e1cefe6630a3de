import {
  FREE_SLOT_DAYS,
  FREE_SLOT_LIMIT,
  type FreeSlotsResponse,
  type GhlFeatureSettings,
} from '@shared/gohighlevel';
import type { GoHighLevelDeps } from './connection.js';
import { asFailure, featureAccess } from './lead-calls.js';

const CALENDAR_OFF = 'The calendar is off in Go High Level settings.';

/**
 * The calendar's next free slots for a lead's page (decision 042): the next FREE_SLOT_DAYS
 * days in the viewer's time zone, the first FREE_SLOT_LIMIT from now. A read: shown on the
 * page with GHL's reason when it fails, not written on the lead's timeline (it changes
 * nothing and runs on every visit). Never a 5xx: the answer says what went wrong.
 */
export async function calendarFreeSlots(
  deps: GoHighLevelDeps,
  userId: string,
  timezone = 'UTC',
  now = Date.now(),
): Promise<FreeSlotsResponse> {
  const access = await featureAccess(deps, userId, 'calendar');
  const none = { calendarId: null, timezone, slots: [] };
  if (!access.ok) {
    return { ...none, enabled: false, error: access.off ? CALENDAR_OFF : access.problem };
  }
  const { calendarId } = access.settings as GhlFeatureSettings<'calendar'>;
  try {
    const slots = await access.client.freeSlots(calendarId, {
      startMs: now,
      endMs: now + FREE_SLOT_DAYS * 24 * 60 * 60 * 1000,
      timezone,
    });
    const upcoming = slots.filter((slot) => Date.parse(slot) >= now).slice(0, FREE_SLOT_LIMIT);
    return { enabled: true, calendarId, timezone, slots: upcoming, error: null };
  } catch (error) {
    const failure = asFailure(error);
    if (failure.kind === 'credentials') await access.refused(failure);
    return { enabled: true, calendarId, timezone, slots: [], error: failure.message };
  }
}
