import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signUpViaApi, uniqueAccount } from './accounts';
import {
  launchBrowser,
  startServer,
  unexpectedErrors,
  VIEWPORTS,
  watchPageProblems,
  type PageProblems,
  type RunningServer,
  type StartServerOptions,
} from './harness';

export interface BrowserSuite {
  readonly server: RunningServer;
  /** The current test's browser context (closed after each test). */
  readonly context: BrowserContext;
  /**
   * A new signed-out context (desktop viewport unless given) and its first page, watched for
   * CSP violations and console errors.
   */
  visitor(options?: BrowserContextOptions): Promise<Page>;
  /** Like visitor(), with a freshly signed-up account. */
  signedIn(label: string, options?: BrowserContextOptions): Promise<Page>;
  /**
   * Takes the console errors matching `pattern` off the current page's problem list (for a
   * test whose page logs an error by design) and returns how many there were.
   */
  expectedConsoleErrors(pattern: RegExp): number;
}

/** The studios' suites: every test starts signed in. */
export type SignedInBrowserSuite = BrowserSuite;

/**
 * What a studio's browser tests share: one built server (with `options.env`) and one Chromium
 * for the describe block, a new signed-in context per test, and the checks every test ends
 * with: no CSP violation and no unexpected console error on its page.
 */
export function signedInBrowserSuite(options: StartServerOptions = {}): SignedInBrowserSuite {
  return browserSuite(options);
}

/**
 * One built server and one Chromium for a describe block; each test opens a context as a
 * visitor or signed in, and ends with the same checks: no CSP violation, no unexpected console
 * error.
 */
/**
 * Closes a test's context. On a loaded CI machine Chromium once took longer than the 120 s
 * hook timeout to close one, failing a test that had passed; the browser itself is closed after
 * the file, so a close that hangs is reported and left to that.
 */
async function closeWithin(context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 30_000);
  });
  const outcome = await Promise.race([context.close().then(() => 'closed' as const), gaveUp]);
  clearTimeout(timer);
  if (outcome === 'timeout') console.warn('A browser context did not close within 30 s');
}

export function browserSuite(options: StartServerOptions = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  /** Every context the current test opened (a test may act as several people), newest last. */
  let contexts: BrowserContext[] = [];
  /** The problems of every page the current test watched. */
  let problems: PageProblems[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    const seen = problems;
    const opened = contexts;
    problems = [];
    contexts = [];
    await Promise.all(opened.map(closeWithin));
    expect(seen.flatMap((page) => page.cspViolations)).toEqual([]);
    expect(seen.flatMap(unexpectedErrors)).toEqual([]);
  });

  const started = () => {
    if (!server || !browser) throw new Error('The browser suite has not started yet');
    return { server, browser };
  };

  return {
    get server() {
      return started().server;
    },
    get context() {
      const newest = contexts.at(-1);
      if (!newest) throw new Error('No signed-in context: call signedIn() first');
      return newest;
    },
    expectedConsoleErrors(pattern) {
      let taken = 0;
      for (const page of problems) {
        const before = page.errors.length;
        page.errors = page.errors.filter((error) => !pattern.test(error));
        taken += before - page.errors.length;
      }
      return taken;
    },
    async visitor(contextOptions = {}) {
      const { server: running, browser: chromium } = started();
      const context = await chromium.newContext({
        viewport: VIEWPORTS.desktop,
        baseURL: running.url,
        ...contextOptions,
      });
      contexts.push(context);
      const page = await context.newPage();
      problems.push(await watchPageProblems(page));
      return page;
    },
    async signedIn(label, contextOptions = {}) {
      const page = await this.visitor(contextOptions);
      await signUpViaApi(page.context(), started().server, uniqueAccount(label));
      return page;
    },
  };
}
