import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { orderAdminEndpoints } from '@shared/endpoints/orders-admin';
import { requireAdmin } from '../../platform/auth/index.js';
import { route } from '../../platform/http/index.js';
import { VideosService, type VideosServiceDeps } from '../videos/index.js';
import { editClipMetadata, setClipCover } from './production-clips.js';
import { ProductionService, type ProductionDeps } from './production.js';

export type OrderAdminRoutesOptions = Omit<ProductionDeps, 'videos' | 'config'> & {
  config: ProductionDeps['config'] & VideosServiceDeps['config'];
  queue: VideosServiceDeps['queue'];
  credits: VideosServiceDeps['credits'];
  engines: VideosServiceDeps['engines'];
};

/** Before validation, so a non-admin learns nothing about a route's rules. */
const adminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const changes = { ...refusals, 409: errorResponseSchema };

const schema = (summary: string, response: typeof refusals = refusals) => ({
  ...adminsOnly,
  schema: { tags: ['orders'], summary: `${summary} (admins only)`, response },
});

/** The operator's production console (issue 28 item 3): every route admins only. */
export async function orderAdminRoutes(
  app: FastifyInstance,
  options: OrderAdminRoutesOptions,
): Promise<void> {
  const videos = new VideosService(options);
  const production = new ProductionService({ ...options, videos });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const e = orderAdminEndpoints;

  route(routes, e.list, schema('Every order: overdue first, then by due time'), () =>
    production.list(),
  );
  route(routes, e.get, schema('One order with its photos, clips, renders and cost'), (request) =>
    production.get(request.params.id),
  );
  route(
    routes,
    e.batch,
    schema('Make the batch: one clip per photo, up to the allowance', changes),
    (request) => production.makeBatch(request.params.id),
  );
  route(routes, e.brief, schema('Set the brief the metadata is written from'), (request) =>
    production.setBrief(request.params.id, request.body),
  );
  route(routes, e.ready, schema("Send the order's waiting clips for review", changes), (request) =>
    production.markReady(request.params.id),
  );
  route(routes, e.remake, schema('Render a clip again with another motion', changes), (request) =>
    production.remake(request.params.id, request.params.clipId, request.body.motionPrompt),
  );
  route(routes, e.cover, schema("Choose a clip's cover frame", changes), async (request) => {
    const { id, clipId } = request.params;
    await setClipCover(options, id, clipId, request.body.seconds);
    return production.get(id);
  });
  route(
    routes,
    e.metadata,
    schema("Edit a clip's title, description or tags", changes),
    async (request) => {
      const { id, clipId } = request.params;
      await editClipMetadata(options, id, clipId, request.body);
      return production.get(id);
    },
  );
  route(routes, e.rewrite, schema("Write a clip's metadata again", changes), (request) =>
    production.rewrite(request.params.id, request.params.clipId),
  );
}
