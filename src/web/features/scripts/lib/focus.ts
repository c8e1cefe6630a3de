/**
 * Whether the focus fell back to the page: the focused control was disabled or removed under
 * it (a button disabled while its action runs, an editor closed). Only then is it safe to move
 * the focus somewhere useful without pulling it away from where the user went.
 */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
