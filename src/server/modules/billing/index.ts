/** Buying credits and plans: the routes app.ts registers (checkout, webhooks, offline checkout). */
export { billingRoutes, type BillingRoutesOptions } from './routes.js';
