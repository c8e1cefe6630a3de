import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/errors';
import { IMAGE_MESSAGES } from '@shared/images';
import type { SessionUser } from '../../platform/auth/session.js';
import { badRequest, unauthorized } from '../../platform/errors.js';

/**
 * HTTP helpers of the image studio's, the character creator's and the background generator's
 * routes: their login wording, and 400s that carry the contract's message word for word (the
 * pages show it as the toast).
 */

/** The signed-in user, or a 401 with the spec's wording for these pages. */
export async function requireImageUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized(IMAGE_MESSAGES.mustBeSignedIn);
  return user;
}

/**
 * For routes declared with `attachValidation: true`: the body's first problem as a 400 with the
 * schema's own message (no "body.field:" prefix). Called after the login check, so a signed-out
 * caller gets the 401 whatever it sent.
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

export const insufficientCreditsSchema = errorResponseSchema.extend({
  balance: z.number(),
  required: z.number(),
});

/** The answers of a paid create route besides its 201. */
export const paidCreateErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: insufficientCreditsSchema,
  404: errorResponseSchema,
};
