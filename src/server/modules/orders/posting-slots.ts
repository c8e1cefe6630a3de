/**
 * We Post's publish times (issue 28): `postsPerDay` a day, the first at `postTime` (HH:MM) in
 * `timeZone` and the others spread evenly over the day after it, starting at the first slot
 * after `now`. Wall-clock times: a daylight-saving change keeps 10:00 at 10:00.
 */

/** The offset (ms) of `timeZone` from UTC at instant `at`. */
function offsetAt(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (the local date as a UTC date's fields). */
function instantOf(timeZone: string, localAsUtc: number): number {
  let guess = localAsUtc - offsetAt(timeZone, localAsUtc);
  // Twice: the offset at the guess may differ from the one at the first estimate (DST).
  guess = localAsUtc - offsetAt(timeZone, guess);
  return guess;
}

export function postingSlots(
  input: { postTime: string; timeZone: string; postsPerDay: number; now: Date },
  count: number,
): Date[] {
  const [hours, minutes] = input.postTime.split(':').map(Number) as [number, number];
  const perDay = Math.max(1, input.postsPerDay);
  const step = (24 * 60) / perDay;
  const nowMs = input.now.getTime();
  // Today's local date in the zone, as a UTC date at midnight.
  const todayLocal = nowMs + offsetAt(input.timeZone, nowMs);
  const day0 = Date.UTC(
    new Date(todayLocal).getUTCFullYear(),
    new Date(todayLocal).getUTCMonth(),
    new Date(todayLocal).getUTCDate(),
  );
  const slots: Date[] = [];
  // From yesterday's date: slots spread past midnight may still be ahead today.
  for (let day = -1; slots.length < count; day += 1) {
    for (let k = 0; k < perDay && slots.length < count; k += 1) {
      const minute = hours * 60 + minutes + Math.round(k * step);
      const local = day0 + day * 86_400_000 + minute * 60_000;
      const at = instantOf(input.timeZone, local);
      // A minute of margin: a slot this close is not worth scheduling (YouTube wants ahead).
      if (at > nowMs + 60_000) slots.push(new Date(at));
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}
