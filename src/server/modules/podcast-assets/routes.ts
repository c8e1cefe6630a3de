import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  itemDeletedSchema,
  renameBackgroundBodySchema,
  renameCharacterBodySchema,
} from '@shared/deletes';
import { errorResponseSchema } from '@shared/errors';
import {
  createBackgroundBodySchema,
  createCharacterBodySchema,
  podcastBackgroundListSchema,
  podcastBackgroundSchema,
  podcastCharacterListSchema,
  podcastCharacterSchema,
  PODCAST_ASSET_MESSAGES,
} from '@shared/podcast-assets';
import { requireUser } from '../../platform/auth/index.js';
import { paidCreateErrors, rejectInvalidRequest, idParams } from '../../platform/http/index.js';
import { deletePodcastAsset } from './delete.js';
import { PodcastAssetsService, type PodcastAssetsServiceDeps } from './service.js';

/**
 * The AI Character Creator's and the Background Generator's API: create (paid) and list one's
 * own. Signed-in users only; every read is scoped to the session's user.
 */
export async function podcastAssetRoutes(
  app: FastifyInstance,
  deps: PodcastAssetsServiceDeps,
): Promise<void> {
  const assets = new PodcastAssetsService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/podcast-characters',
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Generate a podcast host portrait (priced on the server)',
        body: createCharacterBodySchema,
        response: { 201: podcastCharacterSchema, ...paidCreateErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToCreateCharacters);
      rejectInvalidRequest(request);
      return reply.code(201).send(await assets.createCharacter(user.id, request.body));
    },
  );

  routes.get(
    '/api/podcast-characters',
    {
      schema: {
        tags: ['podcast-assets'],
        summary: "The signed-in user's podcast characters, newest first",
        response: { 200: podcastCharacterListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToSeeCharacters);
      return { characters: await assets.listCharacters(user.id) };
    },
  );

  routes.post(
    '/api/podcast-backgrounds',
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Generate a podcast studio background (priced on the server)',
        body: createBackgroundBodySchema,
        response: { 201: podcastBackgroundSchema, ...paidCreateErrors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToGenerateBackgrounds);
      rejectInvalidRequest(request);
      return reply.code(201).send(await assets.createBackground(user.id, request.body));
    },
  );

  routes.get(
    '/api/podcast-backgrounds',
    {
      schema: {
        tags: ['podcast-assets'],
        summary: "The signed-in user's podcast backgrounds, newest first",
        response: { 200: podcastBackgroundListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToSeeBackgrounds);
      return { backgrounds: await assets.listBackgrounds(user.id) };
    },
  );

  const rowErrors = { 401: errorResponseSchema, 404: errorResponseSchema };
  const signIn = {
    character: PODCAST_ASSET_MESSAGES.signInToSeeCharacters,
    background: PODCAST_ASSET_MESSAGES.signInToSeeBackgrounds,
  };

  for (const [kind, path, what] of [
    ['character', '/api/podcast-characters/:id', 'podcast characters'],
    ['background', '/api/podcast-backgrounds/:id', 'podcast backgrounds'],
  ] as const) {
    routes.delete(
      path,
      {
        schema: {
          tags: ['podcast-assets'],
          summary: `Delete one of the signed-in user’s ${what} and its picture (one still being made is stopped and refunded)`,
          params: idParams,
          response: { 200: itemDeletedSchema, 409: errorResponseSchema, ...rowErrors },
        },
      },
      async (request) => {
        const user = await requireUser(request, signIn[kind]);
        return deletePodcastAsset(deps, kind, user.id, request.params.id);
      },
    );
  }

  routes.patch(
    '/api/podcast-characters/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Rename one of the signed-in user’s podcast characters',
        params: idParams,
        body: renameCharacterBodySchema,
        response: { 200: podcastCharacterSchema, 400: errorResponseSchema, ...rowErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, signIn.character);
      rejectInvalidRequest(request);
      return assets.rename('character', user.id, request.params.id, request.body.name);
    },
  );

  routes.patch(
    '/api/podcast-backgrounds/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Rename one of the signed-in user’s podcast backgrounds',
        params: idParams,
        body: renameBackgroundBodySchema,
        response: { 200: podcastBackgroundSchema, 400: errorResponseSchema, ...rowErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, signIn.background);
      rejectInvalidRequest(request);
      return assets.rename('background', user.id, request.params.id, request.body.name);
    },
  );
}
