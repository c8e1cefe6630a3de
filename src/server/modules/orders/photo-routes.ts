import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderPhotoEndpoints } from '@shared/endpoints/orders';
import { ORDER_MESSAGES } from '@shared/orders';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { notFound } from '../../platform/errors.js';
import { errorAnswers, rejectInvalidRequest, route } from '../../platform/http/index.js';
import { registerMultipart } from '../../platform/uploads/index.js';
import { MAX_PHOTOS_PER_UPLOAD } from '@shared/photos';
import type { OrderPhotos } from './order-photos.js';
import { findOwnOrder } from './repo.js';

export interface OrderPhotoRoutesOptions {
  database: Database;
  photos: OrderPhotos;
}

/**
 * The order page's photos (decision 056): the order's owner only; anyone else's order, and an
 * unknown or malformed id, answers 404 alike.
 */
export async function orderPhotoRoutes(
  app: FastifyInstance,
  { database, photos }: OrderPhotoRoutesOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = photos.uploadLimitBytes;
  await registerMultipart(app, {
    limits: { image: limit, audio: limit },
    // One more than allowed, so the 11th file gets the order's own message.
    maxFiles: MAX_PHOTOS_PER_UPLOAD + 1,
    maxFields: 4,
  });
  const ownOrder = async (userId: string, id: string) => {
    const order = await findOwnOrder(database.db, userId, id);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  };

  route(
    routes,
    orderPhotoEndpoints.detail,
    {
      schema: {
        tags: ['orders'],
        summary: 'One of your orders, with its photos',
        response: errorAnswers(401, 404),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return photos.detail(await ownOrder(user.id, request.params.id));
    },
  );

  route(
    routes,
    orderPhotoEndpoints.upload,
    {
      schema: {
        tags: ['orders'],
        summary: 'Upload photos into your order (each also goes into My photos)',
        consumes: ['multipart/form-data'],
        response: errorAnswers(400, 401, 404, 409),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const order = await ownOrder(user.id, request.params.id);
      return reply.status(201).send(await photos.upload(order, request));
    },
  );

  route(
    routes,
    orderPhotoEndpoints.fromLibrary,
    {
      schema: {
        tags: ['orders'],
        summary: 'Add photos from My photos into your order',
        response: errorAnswers(400, 401, 404, 409),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const order = await ownOrder(user.id, request.params.id);
      return reply.status(201).send(await photos.addFromLibrary(order, request.body.photoIds));
    },
  );

  route(
    routes,
    orderPhotoEndpoints.removePhoto,
    {
      schema: {
        tags: ['orders'],
        summary: 'Remove a photo from your order (while no clip uses it)',
        response: errorAnswers(401, 404, 409),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const order = await ownOrder(user.id, request.params.id);
      return photos.remove(order, request.params.photoId);
    },
  );

  route(
    routes,
    orderPhotoEndpoints.start,
    {
      schema: {
        tags: ['orders'],
        summary: 'Start production with the photos your order holds',
        response: errorAnswers(401, 404, 409),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return photos.start(await ownOrder(user.id, request.params.id));
    },
  );
}
