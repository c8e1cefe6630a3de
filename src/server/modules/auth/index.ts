/**
 * Accounts and sessions (better-auth): what app.ts mounts, the cookie tests sign in with, and
 * the admin CLI's account commands. Everything else in this folder is the module's own.
 */
export { createAuth, SESSION_COOKIE_NAME, type CreateAuthOptions } from './auth.js';
export { authRoutes, meRoutes, type AuthRoutesOptions } from './routes.js';
export { createAuthSessions, hasSessionCookie, type AuthSessions } from './session.js';
export {
  findAccountByEmail,
  grantAdminRole,
  revokeAdminRole,
  type AccountSummary,
} from './accounts.js';
export { createIntakeAccounts } from './intake-accounts.js';
export { grantListedAdmins } from './admin-emails.js';
