/**
 * What bench/live-tabs.bench.ts installs in its pages, as source text: tsx compiles functions
 * with a helper (__name) the page does not have, so these are not written as functions here.
 */

/**
 * Every page: timestamps of DOM changes (a MutationObserver) and of live events reaching the
 * page's EventSource, on the clock all pages of one browser share.
 */
export const INSTRUMENT = `(() => {
  // Callbacks handed to page.evaluate are compiled by tsx too, naming inner functions with it.
  window.__name = (target) => target;
  const now = () => performance.timeOrigin + performance.now();
  const nativeSetTimeout = window.setTimeout.bind(window);
  const arrivals = [];
  window.__arrivals = arrivals;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url, init) {
      super(url, init);
      for (const type of ['credits.changed', 'videos.job-updated']) {
        this.addEventListener(type, () => arrivals.push({ type, at: now() }));
      }
    }
  };
  // Resolves with the time read() first differs from before (checked on every mutation).
  window.__whenChanged = (read, before, timeoutMs) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (read() === before) return false;
        observer.disconnect();
        resolve(now());
        return true;
      };
      const observer = new MutationObserver(check);
      nativeSetTimeout(() => {
        observer.disconnect();
        reject(new Error('no change within ' + timeoutMs + ' ms'));
      }, timeoutMs);
      if (!check()) observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
})();`;

/**
 * A page in a background tab, as Chrome treats one: hidden, no animation frames, and timers
 * woken at most once a second, on whole seconds ("Timer throttling in Chrome 88", the basic
 * throttling every hidden page gets; the intensive one-a-minute kind needs 5 min hidden and
 * chained timers). Emulated in the page because Playwright keeps every page it drives in the
 * foreground with throttling switched off (its issues 2286 and 12099), headless or not.
 * Must run after INSTRUMENT, which keeps the untouched setTimeout for its own deadline.
 */
export const BACKGROUND_TAB = `(() => {
  Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { get: () => true });
  document.hasFocus = () => false;
  window.requestAnimationFrame = () => 0;
  const nativeSetTimeout = window.setTimeout.bind(window);
  const nativeClearTimeout = window.clearTimeout.bind(window);
  const wall = () => performance.timeOrigin + performance.now();
  const aligned = (delay) => {
    const due = wall() + Math.max(0, Number(delay) || 0);
    return Math.ceil(due / 1000) * 1000 - wall();
  };
  // Our ids map to the native timer currently pending (an interval re-arms itself).
  const pending = new Map();
  let nextId = 1;
  const arm = (id, callback, delay, args, repeat) => {
    pending.set(id, nativeSetTimeout(() => {
      if (!pending.has(id)) return;
      if (repeat) arm(id, callback, delay, args, true);
      else pending.delete(id);
      if (typeof callback === 'function') callback(...args);
    }, aligned(delay)));
  };
  window.setTimeout = (callback, delay, ...args) => {
    const id = nextId++;
    arm(id, callback, delay, args, false);
    return id;
  };
  window.setInterval = (callback, delay, ...args) => {
    const id = nextId++;
    arm(id, callback, Math.max(1000, Number(delay) || 0), args, true);
    return id;
  };
  window.clearTimeout = window.clearInterval = (id) => {
    nativeClearTimeout(pending.get(id));
    pending.delete(id);
  };
})();`;

/** What each sample watches in a page (see __whenChanged). */
export const READERS = {
  balance: `() => [...document.querySelectorAll('[data-testid="credit-balance"]')].map((e) => e.textContent).join('|')`,
  jobs: `() => String(document.querySelectorAll('[data-testid="video-job-card"]').length)`,
};
export type Watched = keyof typeof READERS;
