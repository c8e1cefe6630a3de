import { GoHighLevelFailure } from './failure.js';

/** Reading GHL's JSON answers: shapes checked, never trusted. */

export interface GhlNamedItem {
  id: string;
  name: string;
}

export const enc = encodeURIComponent;

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function namedItems(value: unknown): GhlNamedItem[] {
  if (!Array.isArray(value)) throw unreadable();
  return value.flatMap((item) => {
    const { id, name } = record(item);
    return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : id }] : [];
  });
}

export function unreadable(): GoHighLevelFailure {
  return new GoHighLevelFailure('unexpected', 'Go High Level sent an answer we couldn’t read.');
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
