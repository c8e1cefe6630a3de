import type { LightMyRequestResponse } from 'fastify';

/** Checks on answers shared by the ownership matrix and the fuzz. */

/** `404 {"error":"Not found"}`, cut short: how a failure quotes an answer. */
export function describeAnswer(response: LightMyRequestResponse, max = 160): string {
  const body = response.body.length > max ? `${response.body.slice(0, max)}…` : response.body;
  return `${response.statusCode} ${body.replace(/\s+/g, ' ')}`;
}

/**
 * What is wrong with an error answer: it must be JSON `{ "error": "<message>" }` with a
 * message, and never carry a stack trace. Undefined when it is fine.
 */
export function errorAnswerProblem(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    return `error answer is not JSON (${String(response.headers['content-type'])})`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'error answer is not valid JSON';
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || !error.trim()) return 'error answer has no "error" message';
  if (/\n\s+at\s/.test(response.body)) return 'error answer carries a stack trace';
  return undefined;
}

/** The secrets (another user's ids, email…) an answer quotes. */
export function leakedSecrets(response: LightMyRequestResponse, secrets: string[]): string[] {
  return secrets.filter((secret) => secret && response.body.includes(secret));
}
