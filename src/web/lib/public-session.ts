/**
 * Whether someone is signed in, for the public pages (which carry no query cache or schemas):
 * GET /api/session/status answers `{ signedIn }` with a 200 either way, so a signed-out visitor
 * (the usual case there) causes no failed request in the console. undefined when the answer
 * could not be had (the server then decides, e.g. a checkout call answers 401).
 */
export async function fetchSignedIn(signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/session/status', {
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
