import { sessionStatusEndpoint } from '@shared/endpoints/session-status';
import { useEffect, useState } from 'react';
import { urlOf } from './api';

/**
 * Whether someone is signed in, for the public pages (which carry no query cache or schemas):
 * GET /api/session/status answers `{ signedIn }` with a 200 either way, so a signed-out visitor
 * (the usual case there) causes no failed request in the console. undefined when the answer
 * could not be had (the server then decides, e.g. a checkout call answers 401).
 */
export async function fetchSignedIn(signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch(urlOf(sessionStatusEndpoint), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { signedIn?: unknown };
    return typeof body.signedIn === 'boolean' ? body.signedIn : undefined;
  } catch {
    return undefined;
  }
}

// One check per page load, however many parts of the page ask (header, plan buttons, landing).
let pageCheck: Promise<boolean | undefined> | undefined;
const checkOnce = () => (pageCheck ??= fetchSignedIn());

/**
 * The visitor's signed-in state, learnt after hydration: the server renders every public page
 * the same for everyone (cached, indexable), and the page adjusts once the answer is in.
 * undefined until then, or when it could not be had.
 */
export function usePublicSignedIn(): boolean | undefined {
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void checkOnce().then((answer) => {
      if (active) setSignedIn(answer);
    });
    return () => {
      active = false;
    };
  }, []);
  return signedIn;
}
