/**
 * Accounts and sessions (better-auth): what app.ts mounts, the cookie tests sign in with, and
 * the admin CLI's account commands. Everything else in this folder is the module's own.
 */
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { ModuleContext } from '../context.js';
import { googleSignInEnabled, type Auth } from './auth.js';
import { meRoutes } from './me-routes.js';
import { authRoutes } from './routes.js';

export {
  createAuth,
  googleSignInEnabled,
  SESSION_COOKIE_NAME,
  type Auth,
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

/** The web side's context with better-auth's instance (app.ts builds it: sessions use it). */
export type AuthWebContext = Pick<ModuleContext, 'config' | 'database' | 'mail'> & { auth: Auth };

/** better-auth's endpoints and the signed-in user's own account routes. */
export const authModule = {
  name: 'auth',
  routes: [
    routePlugin(authRoutes, ({ auth, config, database, mail }: AuthWebContext) => ({
      auth,
      config,
      database,
      mail,
    })),
    routePlugin(meRoutes, ({ auth, config, database }: AuthWebContext) => ({
      auth,
      database,
      googleSignIn: googleSignInEnabled(config),
    })),
  ],
} satisfies ModuleDescriptor<object, AuthWebContext>;
