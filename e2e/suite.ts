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
export function browserSuite(options: StartServerOptions = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let problems: PageProblems | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    const seen = problems;
    problems = undefined;
    await context?.close();
    context = undefined;
    if (seen) {
      expect(seen.cspViolations).toEqual([]);
      expect(unexpectedErrors(seen)).toEqual([]);
    }
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
      if (!context) throw new Error('No signed-in context: call signedIn() first');
      return context;
    },
    expectedConsoleErrors(pattern) {
      if (!problems) return 0;
      const before = problems.errors.length;
      problems.errors = problems.errors.filter((error) => !pattern.test(error));
      return before - problems.errors.length;
    },
    async visitor(contextOptions = {}) {
      const { server: running, browser: chromium } = started();
      context = await chromium.newContext({
        viewport: VIEWPORTS.desktop,
        baseURL: running.url,
        ...contextOptions,
      });
      const page = await context.newPage();
      problems = await watchPageProblems(page);
      return page;
    },
    async signedIn(label, contextOptions = {}) {
      const page = await this.visitor(contextOptions);
      await signUpViaApi(page.context(), started().server, uniqueAccount(label));
      return page;
    },
  };
}
