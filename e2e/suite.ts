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

export interface SignedInBrowserSuite {
  readonly server: RunningServer;
  /** The current test's browser context (closed after each test). */
  readonly context: BrowserContext;
  /**
   * A new context (desktop viewport unless given) with a freshly signed-up account, and its
   * first page, watched for CSP violations and console errors.
   */
  signedIn(label: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * What a studio's browser tests share: one built server (with `options.env`) and one Chromium
 * for the describe block, a new signed-in context per test, and the checks every test ends
 * with: no CSP violation and no unexpected console error on its page.
 */
export function signedInBrowserSuite(options: StartServerOptions = {}): SignedInBrowserSuite {
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
    async signedIn(label, contextOptions = {}) {
      const { server: running, browser: chromium } = started();
      context = await chromium.newContext({
        viewport: VIEWPORTS.desktop,
        baseURL: running.url,
        ...contextOptions,
      });
      await signUpViaApi(context, running, uniqueAccount(label));
      const page = await context.newPage();
      problems = await watchPageProblems(page);
      return page;
    },
  };
}
