import type { Response } from 'playwright-core';

/**
 * What the podcast side's browser tests share: the environment that keeps every engine on
 * this machine (vendor keys emptied, whatever the shell has), and a response matcher.
 */
export const OFFLINE_ENGINES_ENV = {
  ELEVENLABS_API_KEY: '',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  OPENAI_MODEL: '',
  HEDRA_API_KEY: '',
} as const;

/** Matches the answer to a POST to `pathname` (for page.waitForResponse). */
export const isPost = (pathname: string) => (response: Response) =>
  new URL(response.url()).pathname === pathname && response.request().method() === 'POST';
