/**
 * Whether someone is signed in, for the public pages (which carry no query cache or schemas):
 * true/false from GET /api/me, or undefined when the answer could not be had (the server then
 * decides, e.g. a checkout call answers 401).
 */
export async function fetchSignedIn(signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status === 401) return false;
    return response.ok ? true : undefined;
  } catch {
    return undefined;
  }
}
