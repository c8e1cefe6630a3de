/**
 * The image studio: its routes, style list and job handlers, plus the paid-picture work it
 * shares with podcast-assets (characters and backgrounds are paid pictures made the same way).
 */

import { work } from '../../platform/jobs/index.js';
import { paidWorkHandlers } from '../../platform/paid-work/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import type { WebModuleContext } from '../context.js';
import { imageJob, referenceJob } from './job-declarations.js';
import { imageGenerations, referenceBuilds } from './jobs.js';
import { imageRoutes } from './routes.js';
import { ImageStyles, vendorStyleSource } from './styles.js';

export { imageRoutes, type ImageRoutesDeps } from './routes.js';
export { ImageStyles, vendorStyleSource, type VendorStyleSource } from './styles.js';
export type { ImageJobDeps } from './jobs.js';
export { drawSeed } from './service.js';
export { publishAssetUpdate } from './events.js';
export { forget, storePicture, type PictureStore } from './work.js';

type ImagesContext = Pick<
  WebModuleContext,
  'database' | 'storage' | 'queue' | 'media' | 'credits' | 'imageEngines'
>;
type ImagesWebContext = ImagesContext & Pick<WebModuleContext, 'config' | 'log'>;

const imageDeps = (ctx: ImagesContext) => ({
  database: ctx.database,
  storage: ctx.storage,
  media: ctx.media,
  credits: ctx.credits,
  engines: ctx.imageEngines,
});

export const imagesModule = {
  name: 'images',
  routes: [
    routePlugin(imageRoutes, (ctx: ImagesWebContext) => ({
      ...imageDeps(ctx),
      config: ctx.config,
      queue: ctx.queue.sender(imageJob, referenceJob),
      styles: new ImageStyles(ctx.database, vendorStyleSource(ctx.imageEngines), (error) =>
        ctx.log.warn({ err: error }, 'image styles sync failed: keeping the styles as they are'),
      ),
    })),
  ],
  jobs: [
    work(imageJob, (ctx: ImagesContext) => {
      const images = imageGenerations(imageDeps(ctx));
      return paidWorkHandlers((payload) => ({ work: images, id: payload.jobId }));
    }),
    work(referenceJob, (ctx: ImagesContext) => {
      const references = referenceBuilds(imageDeps(ctx));
      return paidWorkHandlers((payload) => ({ work: references, id: payload.referenceId }));
    }),
  ],
} satisfies ModuleDescriptor<ImagesContext, ImagesWebContext>;
