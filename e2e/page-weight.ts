import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * What a page downloads to become interactive: every script the browser fetched from the first
 * request until the page marked itself interactive and the network went quiet. Sizes are of the
 * gzipped bodies (zlib's default level, as the server compresses), so the figure does not depend
 * on whether this request happened to be compressed.
 */

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  scripts: ScriptWeight[];
  gzipBytes: number;
}

export async function firstLoadScripts(page: Page, path: string): Promise<PageWeight> {
  const pending: Promise<ScriptWeight | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptWeight => s !== null);
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** The budget for the landing page's JavaScript on first load. */
export const LANDING_SCRIPT_BUDGET_BYTES = 100 * 1024;
