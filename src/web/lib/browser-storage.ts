/** The part of the Web Storage API the app uses (lets tests pass a Map-backed stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's localStorage, or undefined where the browser's privacy settings block it. */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
