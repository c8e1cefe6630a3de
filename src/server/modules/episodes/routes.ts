import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insufficientCreditsSchema } from '@shared/credits';
import { episodeEndpoints } from '@shared/endpoints/episodes';
import { errorResponseSchema } from '@shared/errors';
import { EPISODE_CLIPS_BODY_MAX_BYTES } from '@shared/episodes';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { readUploadForm, registerMultipart } from '../../platform/uploads/index.js';
import type { VideosServiceDeps } from '../videos/index.js';
import { serveEpisodeAudio } from './audio.js';
import { renderEpisodeClips } from './clips.js';
import { deleteEpisode } from './delete.js';
import { EpisodesService, type EpisodesServiceDeps } from './service.js';

export interface EpisodeRoutesOptions extends EpisodesServiceDeps {
  /** What a batch of clips is made with: the video studio's own dependencies. */
  videos: VideosServiceDeps;
}

const rowErrors = { 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * The episodes API (issue 30): upload (paid, priced on the server), list, read, play, find
 * the moments again, render clips, delete. Signed-in users only; every read and write is
 * scoped to the session's user, and anyone else's episode answers 404.
 */
export async function episodeRoutes(app: FastifyInstance, options: EpisodeRoutesOptions) {
  const episodes = new EpisodesService(options);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // One file a form: the upload's recording (with a few fields: lengths, topics, the confirmed
  // price), or a clip batch's audiogram logo (with its one field, the batch as JSON). Each form
  // reader checks its own file kind against its own limit.
  await registerMultipart(app, {
    limits: {
      audio: options.config.episodeUploadLimitBytes,
      image: options.videos.config.imageUploadLimitBytes,
    },
    maxFiles: 1,
    maxFields: 4,
    fieldBytes: EPISODE_CLIPS_BODY_MAX_BYTES,
  });

  route(
    routes,
    episodeEndpoints.create,
    {
      schema: {
        tags: ['episodes'],
        summary:
          'Upload an episode (multipart: file "media", audio or a video with sound; fields confirmedCredits, and optional minSeconds, maxSeconds, topics) and start its paid analysis',
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          402: insufficientCreditsSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const created = await episodes.create(user.id, (spec) => readUploadForm(request, spec));
      return reply.code(201).send(created);
    },
  );

  route(
    routes,
    episodeEndpoints.list,
    {
      schema: {
        tags: ['episodes'],
        summary: "The signed-in user's episodes, newest first (without words and moments)",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { episodes: await episodes.list(user.id) };
    },
  );

  route(
    routes,
    episodeEndpoints.get,
    {
      schema: {
        tags: ['episodes'],
        summary: "One of the user's episodes with its words and moments",
        response: rowErrors,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return episodes.get(user.id, request.params.id);
    },
  );

  route(
    routes,
    episodeEndpoints.audio,
    {
      schema: {
        tags: ['episodes'],
        summary: "An episode's recording, for the page's player (byte ranges)",
        response: { ...rowErrors, 416: errorResponseSchema },
      },
      // Media is already compressed, and compressing would break Content-Length and ranges.
      compress: false,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await episodes.own(user.id, request.params.id);
      return serveEpisodeAudio(options.storage, row, request, reply);
    },
  );

  route(
    routes,
    episodeEndpoints.findMoments,
    {
      attachValidation: true,
      schema: {
        tags: ['episodes'],
        summary: "Find a ready episode's moments again with new lengths or topics (free)",
        response: { ...rowErrors, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const episode = await episodes.findMomentsAgain(user.id, request.params.id, request.body);
      return reply.code(202).send(episode);
    },
  );

  route(
    routes,
    episodeEndpoints.clips,
    {
      schema: {
        tags: ['episodes'],
        summary:
          'Render moments of a ready episode as one batch of podcast clips, each priced as a podcast clip\'s seconds (multipart: field "body", the JSON of the batch; an audiogram may add file "logo", its cover art)',
        consumes: ['multipart/form-data'],
        response: {
          ...rowErrors,
          400: errorResponseSchema,
          402: insufficientCreditsSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const batch = await renderEpisodeClips(
        episodes,
        options.videos,
        user.id,
        request.params.id,
        (spec) => readUploadForm(request, spec),
      );
      return reply.code(201).send(batch);
    },
  );

  route(
    routes,
    episodeEndpoints.remove,
    {
      schema: {
        tags: ['episodes'],
        summary:
          "Delete one of the user's episodes and its recording (one still being analysed is stopped and refunded)",
        response: rowErrors,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return deleteEpisode(options, user.id, request.params.id);
    },
  );
}
