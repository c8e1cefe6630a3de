/** The quick-start wizard and simple upload (decision 043): the routes app.ts registers. */
export { quickStartRoutes, type QuickStartRoutesOptions } from './routes.js';
