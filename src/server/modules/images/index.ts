/**
 * The image studio: its routes, style list and job handlers, plus the paid-picture work it
 * shares with podcast-assets (characters and backgrounds are paid pictures made the same way).
 */
export { imageRoutes, type ImageRoutesDeps } from './routes.js';
export { ImageStyles, vendorStyleSource, type VendorStyleSource } from './styles.js';
export { registerImageJobs, type ImageJobDeps } from './jobs.js';
export { drawSeed } from './service.js';
export { publishAssetUpdate } from './events.js';
export { forget, storePicture, type PictureStore } from './work.js';
