/** Public pages' forms (waitlists, exit leads) and their admin lists: the routes app.ts registers. */
export { marketingRoutes, type MarketingRoutesOptions } from './routes.js';
