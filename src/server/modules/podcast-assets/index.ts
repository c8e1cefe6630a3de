/**
 * Podcast characters and backgrounds: routes, job handlers, and the one read the video studio
 * needs (a user's own character, for its portrait; a user's own background, for a set or an
 * image).
 */
export { podcastAssetRoutes } from './routes.js';
export { registerPodcastAssetJobs, type PodcastAssetJobDeps } from './jobs.js';
export { findOwnBackground, findOwnCharacter } from './repo.js';
