import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { IMAGE_MESSAGES, REFERENCE_MAX_IMAGES } from '@shared/images';
import type { Config } from '../../config.js';
import { requireUser } from '../../platform/auth/index.js';
import { paidCreateErrors, rejectInvalidRequest, route } from '../../platform/http/index.js';
import { registerMultipart, type ImageDecoder } from '../../platform/uploads/index.js';
import { readReferenceForm } from './reference-form.js';
import { ReferencesService } from './references-service.js';
import { ImagesService, type ImagesServiceDeps } from './service.js';
import { deleteImage, deleteReference } from './delete.js';
import { imageEndpoints } from '@shared/endpoints/images';

export interface ImageRoutesDeps extends ImagesServiceDeps {
  config: Pick<Config, 'imageUploadLimitBytes' | 'audioUploadLimitBytes'>;
  /** Decodes uploaded photos (custom references). */
  media: ImageDecoder;
}

const readErrors = { 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * The image studio's API: image jobs, the style list and custom references ("My Characters").
 * Signed-in users only; every read is scoped to the session's user.
 */
export async function imageRoutes(app: FastifyInstance, deps: ImageRoutesDeps): Promise<void> {
  const images = new ImagesService(deps);
  const references = new ReferencesService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await deps.styles.seedBuiltIns();
  // One more file than allowed reaches the reader, which refuses it with the spec's message.
  await registerMultipart(app, {
    limits: { image: deps.config.imageUploadLimitBytes, audio: deps.config.audioUploadLimitBytes },
    maxFiles: REFERENCE_MAX_IMAGES + 1,
    maxFields: 5,
  });

  route(
    routes,
    imageEndpoints.styles,
    {
      schema: {
        tags: ['images'],
        summary: 'The image styles, ordered by name',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return { styles: await images.styles() };
    },
  );

  route(
    routes,
    imageEndpoints.create,
    {
      attachValidation: true,
      schema: {
        tags: ['images'],
        summary: 'Start an image from a prompt (priced on the server)',
        response: { ...paidCreateErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      rejectInvalidRequest(request);
      return reply.code(201).send(await images.create(user.id, request.body));
    },
  );

  route(
    routes,
    imageEndpoints.check,
    {
      attachValidation: true,
      schema: {
        tags: ['images'],
        summary: 'What the image engine would make of a prompt and its price, before paying',
        response: { 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      rejectInvalidRequest(request);
      return images.check(request.body);
    },
  );

  route(
    routes,
    imageEndpoints.list,
    {
      schema: {
        tags: ['images'],
        summary: "The signed-in user's images, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return { jobs: await images.list(user.id) };
    },
  );

  route(
    routes,
    imageEndpoints.get,
    {
      schema: {
        tags: ['images'],
        summary: "One of the signed-in user's images",
        response: { ...readErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return images.get(user.id, request.params.id);
    },
  );

  route(
    routes,
    imageEndpoints.createReference,
    {
      schema: {
        tags: ['images'],
        summary: 'Create a character from photos (multipart: field "name", files "images")',
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      const reference = await references.create(user.id, (spec) =>
        readReferenceForm(request, spec),
      );
      return reply.code(201).send(reference);
    },
  );

  route(
    routes,
    imageEndpoints.listReferences,
    {
      schema: {
        tags: ['images'],
        summary: "The signed-in user's characters, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return { references: await references.list(user.id) };
    },
  );

  route(
    routes,
    imageEndpoints.getReference,
    {
      schema: {
        tags: ['images'],
        summary: "One of the signed-in user's characters",
        response: { ...readErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return references.get(user.id, request.params.id);
    },
  );

  const deleteErrors = { 401: errorResponseSchema, 404: errorResponseSchema };

  route(
    routes,
    imageEndpoints.remove,
    {
      schema: {
        tags: ['images'],
        summary:
          'Delete one of the signed-in user’s images and its file (one still being made is stopped and refunded)',
        response: { ...deleteErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return deleteImage(deps, user.id, request.params.id);
    },
  );

  route(
    routes,
    imageEndpoints.removeReference,
    {
      schema: {
        tags: ['images'],
        summary: 'Delete one of the signed-in user’s characters and its photos',
        response: { ...deleteErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      return deleteReference(deps, user.id, request.params.id);
    },
  );

  route(
    routes,
    imageEndpoints.renameReference,
    {
      schema: {
        tags: ['images'],
        summary: 'Rename one of the signed-in user’s characters',
        response: { 400: errorResponseSchema, ...deleteErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request, IMAGE_MESSAGES.mustBeSignedIn);
      rejectInvalidRequest(request);
      return references.rename(user.id, request.params.id, request.body.name);
    },
  );
}
