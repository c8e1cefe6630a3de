import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import {
  autoPostSettingBodySchema,
  autoPostSettingSchema,
  autoPostSettingsListSchema,
  postingStatsSchema,
  postListSchema,
  postSchema,
  postShareUsedSchema,
  postToYouTubeBodySchema,
  postViewsSchema,
  youtubeMetadataSchema,
} from '@shared/posting';
import { requireUser } from '../../platform/auth/index.js';
import { idParams, rejectInvalidRequest } from '../../platform/http/index.js';
import type { PostingDeps } from './ports.js';
import { PostingService } from './service.js';
import { PostShareUsedError } from './share.js';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * Posting (issue 18): propose metadata and post one's finished videos, list, cancel and count
 * posts, and the auto-post settings. Signed-in users only; every id names the caller's row or
 * answers 404 (decision 025).
 */
export async function postingRoutes(app: FastifyInstance, deps: PostingDeps): Promise<void> {
  const posting = new PostingService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/videos/:id/youtube-metadata',
    {
      schema: {
        tags: ['posting'],
        summary: 'Propose a title, description and tags for posting a finished video',
        params: idParams,
        response: { 200: youtubeMetadataSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.proposeMetadata(user.id, request.params.id);
    },
  );

  routes.post(
    '/api/videos/:id/post-to-youtube',
    {
      schema: {
        tags: ['posting'],
        summary: 'Post a finished video to the connected YouTube channel (queued as a job)',
        params: idParams,
        body: postToYouTubeBodySchema,
        response: {
          201: postSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: postShareUsedSchema,
          ...errors,
        },
      },
      // The sign-in check comes first: a signed-out caller gets its 401 whatever it sent.
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      try {
        const post = await posting.postToYouTube(user.id, request.params.id, request.body);
        return reply.code(201).send(post);
      } catch (error) {
        // The day's share is used: say when it frees up, to people (the body) and to clients.
        if (error instanceof PostShareUsedError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  routes.get(
    '/api/posts',
    {
      schema: {
        tags: ['posting'],
        summary: "The signed-in user's posts, newest first",
        response: { 200: postListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { posts: await posting.list(user.id) };
    },
  );

  routes.get(
    '/api/posts/stats',
    {
      schema: {
        tags: ['posting'],
        summary: 'Posting stats: total, successful, failed, pending, platforms, success rate',
        response: { 200: postingStatsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => posting.stats((await requireUser(request)).id),
  );

  routes.get(
    '/api/posts/views',
    {
      schema: {
        tags: ['posting'],
        summary: 'View counts of the published YouTube posts, by post id',
        response: { 200: postViewsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => posting.views((await requireUser(request)).id),
  );

  routes.post(
    '/api/posts/:id/cancel',
    {
      schema: {
        tags: ['posting'],
        summary: 'Cancel a post that is queued or waiting for the next quota day',
        params: idParams,
        response: { 200: postSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.cancel(user.id, request.params.id);
    },
  );

  routes.get(
    '/api/auto-post-settings',
    {
      schema: {
        tags: ['posting'],
        summary: 'Auto-post settings, one per platform (defaults where none was saved)',
        response: { 200: autoPostSettingsListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ settings: await posting.settings((await requireUser(request)).id) }),
  );

  routes.put(
    '/api/auto-post-settings',
    {
      schema: {
        tags: ['posting'],
        summary: 'Turn auto-post on or off for a platform and set its defaults',
        body: autoPostSettingBodySchema,
        response: {
          200: autoPostSettingSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return posting.saveSetting(user.id, request.body);
    },
  );
}
