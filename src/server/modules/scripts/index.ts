/** The Script Writer: the routes app.ts registers. */
export { scriptRoutes, type ScriptRoutesOptions } from './routes.js';
