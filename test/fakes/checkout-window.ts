import type { CheckoutWindow } from '../../src/web/lib/checkout';

/**
 * A browser for the checkout flow: its popups open or are blocked, and it records the tabs
 * it opened, where this tab was sent and the timers set (run them with `runTimers`).
 */
export function fakeCheckoutWindow({ popupsAllowed = true } = {}) {
  const tabs: string[] = [];
  const navigations: string[] = [];
  const timers: Array<{ callback: () => void; delayMs: number }> = [];
  const browser: CheckoutWindow = {
    openTab: (url) => {
      if (popupsAllowed) tabs.push(url);
      return popupsAllowed;
    },
    navigate: (url) => navigations.push(url),
    schedule: (callback, delayMs) => timers.push({ callback, delayMs }),
  };
  const runTimers = () => timers.splice(0).forEach((timer) => timer.callback());
  return { browser, tabs, navigations, timers, runTimers };
}
