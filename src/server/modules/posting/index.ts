/**
 * Posting finished videos (issue 18): the routes, the `posting.upload` job and the auto-post
 * hook the video jobs call when a video succeeds. docs/decisions/036-posting.md
 */
export { postingRoutes } from './routes.js';
export { registerPostingJobs } from './job.js';
export { autoPostAfterVideo, type SucceededVideo } from './auto-post.js';
export type { PostingDeps, PostingQueue } from './ports.js';
