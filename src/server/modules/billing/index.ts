/** Buying credits and plans: the routes app.ts registers (checkout, webhooks, offline checkout). */
export { billingRoutes, type BillingRoutesOptions } from './routes.js';
/** Free daily videos: the quick-start flows take them, a failed job gives its one back. */
export { FreeDailyVideos, utcDay } from './free-videos.js';
