/**
 * Accounts and sessions (better-auth): what app.ts mounts, the cookie tests sign in with, and
 * the admin CLI's account commands. Everything else in this folder is the module's own.
 */
export {
  createAuth,
  googleSignInEnabled,
  SESSION_COOKIE_NAME,
  type CreateAuthOptions,
} from './auth.js';
export { authRoutes, type AuthRoutesOptions } from './routes.js';
export { meRoutes } from './me-routes.js';
export { createAuthSessions, hasSessionCookie, type AuthSessions } from './session.js';
export {
  findAccountByEmail,
  findAccountName,
  grantAdminRole,
  revokeAdminRole,
  type AccountSummary,
} from './repo.js';
export { grantListedAdmins } from './admin-emails.js';
export { createClientAccounts } from './client-accounts.js';
export { createSignInLinkMail } from './sign-in-links.js';
export { createLinkResender, type LinkResender, type ResendOutcome } from './link-resend.js';
export { createQuickStartAccounts, type QuickStartAccounts } from './quick-start-accounts.js';
