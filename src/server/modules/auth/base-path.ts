/** Where better-auth's handler is mounted; the sign-in link mail builds its links under it too. */
export const AUTH_BASE_PATH = '/api/auth';
