import { expect } from 'vitest';

/** The error an engine call failed with, checked to be the capability's engine error. */
export async function failureOf<E extends Error>(
  promise: Promise<unknown>,
  ErrorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ErrorClass);
  return error as E;
}
