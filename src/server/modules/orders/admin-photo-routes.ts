import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderPhotoAdminEndpoints } from '@shared/endpoints/order-photos-admin';
import { ORDER_MESSAGES } from '@shared/orders';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../platform/auth/index.js';
import { notFound } from '../../platform/errors.js';
import { errorAnswers, rejectInvalidRequest, route } from '../../platform/http/index.js';
import { registerMultipart } from '../../platform/uploads/index.js';
import { MAX_PHOTOS_PER_UPLOAD } from '@shared/photos';
import type { OrderPhotos } from './order-photos.js';
import { findOrderForOperator } from './repo.js';

export interface OrderPhotoAdminRoutesOptions {
  database: Database;
  photos: OrderPhotos;
}

/** Before validation, so a non-admin learns nothing about a route's rules. */
const adminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};

/**
 * The operator adds photos to any client's order (e.g. a Drive folder's, when no Google key is
 * set) and starts its production (decision 056). Admins only.
 */
export async function orderPhotoAdminRoutes(
  app: FastifyInstance,
  { database, photos }: OrderPhotoAdminRoutesOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = photos.uploadLimitBytes;
  await registerMultipart(app, {
    limits: { image: limit, audio: limit },
    // One more than allowed, so the 11th file gets the order's own message.
    maxFiles: MAX_PHOTOS_PER_UPLOAD + 1,
    maxFields: 4,
  });
  const anyOrder = async (id: string) => {
    const order = await findOrderForOperator(database.db, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  };

  route(
    routes,
    orderPhotoAdminEndpoints.upload,
    {
      ...adminsOnly,
      schema: {
        tags: ['admin'],
        summary: "Upload photos into a client's order (each also goes into their My photos)",
        consumes: ['multipart/form-data'],
        response: errorAnswers(400, 401, 403, 404, 409),
      },
      attachValidation: true,
    },
    async (request) => {
      rejectInvalidRequest(request);
      return photos.upload(await anyOrder(request.params.id), request);
    },
  );

  route(
    routes,
    orderPhotoAdminEndpoints.start,
    {
      ...adminsOnly,
      schema: {
        tags: ['admin'],
        summary: "Start an order's production with the photos it holds",
        response: errorAnswers(400, 401, 403, 404, 409),
      },
      attachValidation: true,
    },
    async (request) => {
      rejectInvalidRequest(request);
      return photos.start(await anyOrder(request.params.id));
    },
  );
}
