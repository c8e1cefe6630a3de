import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/** Fastify's own client-error codes, answered with a readable message. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body must not be empty JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length header' },
  FST_ERR_VALIDATION: { status: 400, message: 'Invalid request' },
};

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const where = error.validationContext ?? 'request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  return field ? `${where}.${field}: ${message}` : `${where}: ${message}`;
}

/**
 * Every error leaves as JSON `{ "error": message }` (plus an AppError's details): expected ones with their 4xx status and
 * text, anything unexpected as a logged 500 with a generic text (never a stack trace).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Details carry what a client needs to act, e.g. a 402's balance and required credits.
      return reply.code(error.statusCode).send({ ...error.details, error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: describeValidation(error) });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });
    if (
      error instanceof SyntaxError ||
      (error as { type?: string }).type === 'entity.parse.failed'
    ) {
      return reply.code(400).send({ error: 'Malformed JSON in request body' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
  });
}
