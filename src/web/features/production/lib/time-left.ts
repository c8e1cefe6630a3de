/** "Due in 2 d 5 h", "Due in 40 min", "Overdue by 3 h": the console's time to the due time. */
export function timeLeftLabel(secondsLeft: number | null): string | null {
  if (secondsLeft === null) return null;
  const span = duration(Math.abs(secondsLeft));
  return secondsLeft < 0 ? `Overdue by ${span}` : `Due in ${span}`;
}

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
  if (hours > 0) return `${hours} h`;
  return `${Math.max(1, minutes)} min`;
}

/** $0.00 from cents. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
