import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { postShareUsedSchema } from '@shared/posting';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import type { PostingDeps } from './ports.js';
import { PostingService } from './service.js';
import { PostShareUsedError } from './share.js';
import { postingEndpoints } from '@shared/endpoints/posting';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * Posting (issue 18): propose metadata and post one's finished videos, list, cancel and count
 * posts, and the auto-post settings. Signed-in users only; every id names the caller's row or
 * answers 404 (decision 025).
 */
export async function postingRoutes(app: FastifyInstance, deps: PostingDeps): Promise<void> {
  const posting = new PostingService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    postingEndpoints.youtubeMetadata,
    {
      schema: {
        tags: ['posting'],
        summary: 'Propose a title, description and tags for posting a finished video',
        response: { 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.proposeMetadata(user.id, request.params.id);
    },
  );

  route(
    routes,
    postingEndpoints.postToYoutube,
    {
      schema: {
        tags: ['posting'],
        summary: 'Post a finished video to the connected YouTube channel (queued as a job)',
        response: {
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

  route(
    routes,
    postingEndpoints.listPosts,
    {
      schema: {
        tags: ['posting'],
        summary: "The signed-in user's posts, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { posts: await posting.list(user.id) };
    },
  );

  route(
    routes,
    postingEndpoints.stats,
    {
      schema: {
        tags: ['posting'],
        summary: 'Posting stats: total, successful, failed, pending, platforms, success rate',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => posting.stats((await requireUser(request)).id),
  );

  route(
    routes,
    postingEndpoints.views,
    {
      schema: {
        tags: ['posting'],
        summary: 'View counts of the published YouTube posts, by post id',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => posting.views((await requireUser(request)).id),
  );

  route(
    routes,
    postingEndpoints.cancel,
    {
      schema: {
        tags: ['posting'],
        summary:
          'Cancel a post: queued or waiting (nothing sent yet), or uploaded and scheduled (the video is deleted on YouTube)',
        response: { 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.cancel(user.id, request.params.id);
    },
  );

  route(
    routes,
    postingEndpoints.move,
    {
      schema: {
        tags: ['posting'],
        summary: "Move a scheduled post's publish time (on YouTube too once it is uploaded)",
        response: { 400: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return posting.move(user.id, request.params.id, request.body);
    },
  );

  route(
    routes,
    postingEndpoints.autoPostSettings,
    {
      schema: {
        tags: ['posting'],
        summary: 'Auto-post settings, one per platform (defaults where none was saved)',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => ({ settings: await posting.settings((await requireUser(request)).id) }),
  );

  route(
    routes,
    postingEndpoints.saveAutoPostSetting,
    {
      schema: {
        tags: ['posting'],
        summary: 'Turn auto-post on or off for a platform and set its defaults',
        response: { 400: errorResponseSchema, 401: errorResponseSchema },
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
