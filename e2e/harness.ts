import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { createScratchDatabase } from './postgres';

/**
 * E2E tests drive the SYSTEM Chromium (`npx playwright install` cannot download browsers here)
 * against the built server, started fresh per test file on a free port with an empty data dir,
 * and on a fresh Postgres database when TEST_DATABASE_URL names a server (CI sets it).
 */

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SERVER_ENTRY = path.resolve('dist/server/main.js');
const HEALTH_TIMEOUT_MS = 60_000; // the embedded database takes a few seconds on first open
const STOP_TIMEOUT_MS = 15_000;

/** CHROMIUM_PATH if set (it must exist), else the first system Chromium found. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Whether the browser tests must be skipped: only when no Chromium exists and we are not on CI.
 * On CI a missing browser is a broken pipeline, so it fails loudly instead of passing green.
 */
export function shouldSkipBrowserTests(): boolean {
  if (findChromium()) return false;
  const help = 'Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.';
  if (process.env.CI) throw new Error(`E2E: no Chromium found on CI. ${help}`);
  const line = '='.repeat(78);
  console.warn(`\n${line}\n  E2E TESTS SKIPPED: no Chromium found. ${help}\n${line}\n`);
  return true;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (see shouldSkipBrowserTests).');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

export interface RunningServer {
  url: string;
  /**
   * The server's own Postgres database, when it runs on one. Other processes (the admin CLI)
   * can then share its data; the embedded database is locked by the server process.
   */
  databaseUrl: string | undefined;
  /** The server's DATA_DIR (files, app secret). */
  dataDir: string;
  /** What the server printed so far (useful in failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment, e.g. PRODUCT_NAME. */
  env?: Record<string, string>;
  /**
   * `embedded`: the server's own PGlite even when TEST_DATABASE_URL names a Postgres server,
   * for a story told on both databases in one run.
   */
  database?: 'embedded';
}

/** Starts `node dist/server/main.js` and resolves once GET /api/health answers 200. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the e2e tests.`);
  }
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelcast-e2e-'));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const database =
    testDatabaseUrl && options.database !== 'embedded'
      ? await createScratchDatabase(testDatabaseUrl)
      : undefined;
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Links the app makes (mail, redirects after sign-in) point where the browser is.
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // A fresh database either way: the scratch Postgres one, or the embedded one in DATA_DIR.
      DATABASE_URL: database?.url ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return { url, databaseUrl: database?.url, dataDir, output: () => output, stop };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy.`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`GET ${url}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS} ms.`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
}

/**
 * Records what must not happen on a page. CSP violations are caught twice: Chromium logs them
 * as console errors, and a `securitypolicyviolation` listener installed before any page script
 * collects them even when nothing is logged.
 */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], cspViolations: [] };
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    problems.errors.push(text);
    if (/Content Security Policy|CSP violation/i.test(text)) problems.cspViolations.push(text);
  });
  page.on('pageerror', (error) => problems.errors.push(`Uncaught: ${error.message}`));
  return problems;
}

/**
 * Console errors that are not problems: the browser logs every 4xx answer as "Failed to load
 * resource", and a signed-out visitor's session check answers 401 by design.
 */
export function unexpectedErrors(problems: PageProblems): string[] {
  return problems.errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );
}

/** The two viewports every page is looked at in. */
export interface Viewport {
  width: number;
  height: number;
}
export const VIEWPORTS: { desktop: Viewport; mobile: Viewport } = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** Where screenshots go for a person to look at (not compared by the tests). */
export const SCREENSHOT_DIR = path.resolve('test-results');

/** Saves `test-results/<name>.png` (the viewport, or the whole page with `fullPage`). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), ...options });
}
