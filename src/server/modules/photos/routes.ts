import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { MAX_PHOTOS_PER_UPLOAD, PHOTO_MESSAGES } from '@shared/photos';
import { requireUser } from '../../platform/auth/index.js';
import { registerMultipart } from '../../platform/uploads/index.js';
import { PhotosService, type PhotosDeps } from './service.js';
import { photoEndpoints } from '@shared/endpoints/photos';
import { route } from '../../platform/http/index.js';

export type PhotoRoutesOptions = PhotosDeps;

/**
 * My photos (decision 033): list, upload into and delete from the signed-in user's photo
 * library. Every call is scoped to the session's user.
 */
export async function photoRoutes(app: FastifyInstance, deps: PhotoRoutesOptions): Promise<void> {
  const photos = new PhotosService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app, {
    limits: { image: deps.config.imageUploadLimitBytes, audio: deps.config.imageUploadLimitBytes },
    // One more than allowed, so the 11th file gets the library's own message.
    maxFiles: MAX_PHOTOS_PER_UPLOAD + 1,
    // The form has no fields: a few are read only to be refused by name.
    maxFields: 4,
  });

  route(
    routes,
    photoEndpoints.list,
    {
      schema: {
        tags: ['photos'],
        summary: "The signed-in user's photos, newest first, with the library's limits",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return photos.list(user.id);
    },
  );

  route(
    routes,
    photoEndpoints.create,
    {
      schema: {
        tags: ['photos'],
        summary: `Add photos to the library (multipart: repeated file "files", at most ${MAX_PHOTOS_PER_UPLOAD}); a file the library already holds is not stored again and is named in "duplicates"`,
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send(await photos.upload(user.id, request));
    },
  );

  route(
    routes,
    photoEndpoints.remove,
    {
      schema: {
        tags: ['photos'],
        summary: 'Delete one of the signed-in user’s photos and its stored image',
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await photos.delete(user.id, request.params.id);
      return { id: request.params.id, message: PHOTO_MESSAGES.deleted };
    },
  );
}
