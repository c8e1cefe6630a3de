import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: what is worth a server's work (a
 * recording's words for the clip's span) is asked for the span the user settled on, not for
 * every step on the way there.
 */
export function useSettled<T>(value: T, delayMs = 600): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
