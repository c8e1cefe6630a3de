import type { FastifyError, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { insufficientCreditsSchema } from '@shared/credits';
import { errorResponseSchema } from '@shared/errors';
import { badRequest } from '../errors.js';

/**
 * For routes declared with `attachValidation: true`: the body's first problem as a 400 with the
 * schema's own message (no "body.field:" prefix), so a page can show it word for word. Called
 * after the login check, so a signed-out caller gets the 401 whatever it sent.
 */
export function rejectInvalidRequest(request: FastifyRequest): void {
  const error = request.validationError as FastifyError | undefined;
  if (!error) return;
  throw badRequest(error.validation?.[0]?.message ?? 'Invalid request');
}

/** Form fields through a zod schema; the first problem's message becomes the 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
}

/** The answers of a paid create route besides its 201 (402 carries balance and required). */
export const paidCreateErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: insufficientCreditsSchema,
  404: errorResponseSchema,
};
