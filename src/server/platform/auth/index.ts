/** platform/auth's face: the one file of the folder that code outside it imports. */
export { requireAdmin, requireUser, type SessionResolver, type SessionUser } from './session.js';
