import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { PODCAST_ASSET_MESSAGES } from '@shared/podcast-assets';
import { requireUser } from '../../platform/auth/index.js';
import { paidCreateErrors, rejectInvalidRequest, route } from '../../platform/http/index.js';
import { deletePodcastAsset } from './delete.js';
import { PodcastAssetsService, type PodcastAssetsServiceDeps } from './service.js';
import { podcastAssetEndpoints } from '@shared/endpoints/podcast-assets';

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

  route(
    routes,
    podcastAssetEndpoints.createCharacter,
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Generate a podcast host portrait (priced on the server)',
        response: paidCreateErrors,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToCreateCharacters);
      rejectInvalidRequest(request);
      return reply.code(201).send(await assets.createCharacter(user.id, request.body));
    },
  );

  route(
    routes,
    podcastAssetEndpoints.listCharacters,
    {
      schema: {
        tags: ['podcast-assets'],
        summary: "The signed-in user's podcast characters, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToSeeCharacters);
      return { characters: await assets.listCharacters(user.id) };
    },
  );

  route(
    routes,
    podcastAssetEndpoints.createBackground,
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Generate a podcast studio background (priced on the server)',
        response: paidCreateErrors,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, PODCAST_ASSET_MESSAGES.signInToGenerateBackgrounds);
      rejectInvalidRequest(request);
      return reply.code(201).send(await assets.createBackground(user.id, request.body));
    },
  );

  route(
    routes,
    podcastAssetEndpoints.listBackgrounds,
    {
      schema: {
        tags: ['podcast-assets'],
        summary: "The signed-in user's podcast backgrounds, newest first",
        response: { 401: errorResponseSchema },
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

  for (const [kind, endpoint, what] of [
    ['character', podcastAssetEndpoints.removeCharacter, 'podcast characters'],
    ['background', podcastAssetEndpoints.removeBackground, 'podcast backgrounds'],
  ] as const) {
    route(
      routes,
      endpoint,
      {
        schema: {
          tags: ['podcast-assets'],
          summary: `Delete one of the signed-in user’s ${what} and its picture (one still being made is stopped and refunded)`,
          response: { 409: errorResponseSchema, ...rowErrors },
        },
      },
      async (request) => {
        const user = await requireUser(request, signIn[kind]);
        return deletePodcastAsset(deps, kind, user.id, request.params.id);
      },
    );
  }

  route(
    routes,
    podcastAssetEndpoints.renameCharacter,
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Rename one of the signed-in user’s podcast characters',
        response: { 400: errorResponseSchema, ...rowErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, signIn.character);
      rejectInvalidRequest(request);
      return assets.rename('character', user.id, request.params.id, request.body.name);
    },
  );

  route(
    routes,
    podcastAssetEndpoints.renameBackground,
    {
      attachValidation: true,
      schema: {
        tags: ['podcast-assets'],
        summary: 'Rename one of the signed-in user’s podcast backgrounds',
        response: { 400: errorResponseSchema, ...rowErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request, signIn.background);
      rejectInvalidRequest(request);
      return assets.rename('background', user.id, request.params.id, request.body.name);
    },
  );
}
