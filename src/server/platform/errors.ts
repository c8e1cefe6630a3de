/**
 * The one error type services throw for expected failures. The HTTP layer turns it into
 * `{ "error": message }` with its status; anything else becomes a logged 500 with a generic text.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'You must be signed in') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
