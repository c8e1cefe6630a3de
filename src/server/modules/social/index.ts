/**
 * Social connections (issue 18, decision 035): the routes app.ts registers, and the access-token
 * service other modules (posting) use to call YouTube for a user.
 */
export { socialRoutes, type SocialRoutesOptions } from './routes.js';
export {
  createYouTubeAccess,
  REFRESH_MARGIN_MS,
  type YouTubeAccess,
  type YouTubeAccessDeps,
} from './access.js';
export { TestModeYouTube } from './test-channel.js';
