/**
 * The admin area's accounts: the routes app.ts registers, and the one way to give or take the
 * admin role, which the admin CLI uses too.
 */
export { adminRoutes } from './routes.js';
export { AdminRoleError, setAdminRole } from './service.js';
