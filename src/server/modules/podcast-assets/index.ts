/**
 * Podcast characters and backgrounds: routes, job handlers, and the one read the video studio
 * needs (a user's own character, for its portrait).
 */
export { podcastAssetRoutes } from './routes.js';
export { registerPodcastAssetJobs, type PodcastAssetJobDeps } from './jobs.js';
export { findOwnCharacter } from './repo.js';
