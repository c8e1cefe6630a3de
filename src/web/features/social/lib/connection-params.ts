/**
 * The query parameters the connect flow returns to /social-connections with (spec: the page
 * reads `connected` and `error`): what to tell the user, once, before they are removed.
 */
export function connectionNotice(
  search: URLSearchParams,
): { kind: 'success' | 'error'; message: string } | undefined {
  const error = search.get('error');
  if (error) return { kind: 'error', message: `Connection error: ${error.slice(0, 200)}` };
  const connected = search.get('connected');
  if (connected === 'youtube') return { kind: 'success', message: 'YouTube connected!' };
  if (connected === 'gohighlevel') return { kind: 'success', message: 'Go High Level connected!' };
  return undefined;
}
