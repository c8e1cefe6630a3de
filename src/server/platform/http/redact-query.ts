/**
 * Query parameters that are credentials (a sign-in link's token, an OAuth callback's code and
 * state) must not reach the request log, which records every URL.
 */

/** `url` with the values of the named query parameters replaced, for logs. */
export function redactQuery(url: string, names: readonly string[]): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&');
  const hidden = pairs.map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A malformed escape is still compared as written.
    }
    return names.includes(decoded) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, start)}?${hidden.join('&')}`;
}
