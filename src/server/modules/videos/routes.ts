import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insufficientCreditsSchema } from '@shared/credits';
import { errorResponseSchema } from '@shared/errors';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { sendBytesWithRanges } from '../../platform/storage/index.js';
import { readUploadForm, registerMultipart } from '../../platform/uploads/index.js';
import { VideosService, type VideosServiceDeps } from './service.js';
import { deleteVideo, type FreeVideoReturns } from './delete.js';
import { MUSIC_PREVIEW_CACHE_CONTROL, MusicBedPreviews } from './music-preview.js';
import { FREE_CHECKS, freeCheckLimiter } from './free-checks-limit.js';
import { videoEndpoints } from '@shared/endpoints/videos';
import { transcriptionEngineStatus } from '@shared/clip-words';
import { CAPTION_WORDS_FIELD_MAX_BYTES } from '@shared/transcripts';
import { podcastClipFieldsSchema } from '@shared/videos';
import type { TranscriptionEngines } from '../../providers/transcription/index.js';
import { assertTranscriptionEngine, clipWordsOf } from './clip-words.js';
import { withUploads } from './upload-form.js';

const createResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: insufficientCreditsSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

export interface VideoRoutesOptions extends VideosServiceDeps {
  /** A deleted unfinished video paid with a free daily video gives it back (decision 046). */
  freeVideos: FreeVideoReturns;
  /** Who hears an uploaded recording's words for its captions (decision 069). */
  transcription: TranscriptionEngines;
}

/**
 * The video studio's API: create a job (text, one image, or audio + portrait), list one's own
 * jobs, read one, delete one. Signed-in users only; every read is scoped to the session's user.
 */
export async function videoRoutes(app: FastifyInstance, deps: VideoRoutesOptions): Promise<void> {
  const videos = new VideosService(deps);
  const takeFacesLook = freeCheckLimiter(deps.database, FREE_CHECKS.podcastFaces);
  const takeWordsCheck = freeCheckLimiter(deps.database, FREE_CHECKS.clipWords);
  const musicPreviews = new MusicBedPreviews(deps.media);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Three files at most (podcast: audio, portrait, audiogram logo); fields: the podcast clip's
  // options (with its audiogram and caption choices) are the most; its caption words the longest.
  await registerMultipart(app, {
    limits: { image: deps.config.imageUploadLimitBytes, audio: deps.config.audioUploadLimitBytes },
    maxFiles: 3,
    maxFields: Math.max(10, Object.keys(podcastClipFieldsSchema.shape).length),
    fieldBytes: CAPTION_WORDS_FIELD_MAX_BYTES,
  });

  route(
    routes,
    videoEndpoints.textToVideo,
    {
      schema: {
        tags: ['videos'],
        summary: 'Start a video from a prompt',
        response: createResponses,
      },
      // The sign-in check comes first: a signed-out caller gets its 401 whatever it sent.
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send(await videos.createTextToVideo(user.id, request.body));
    },
  );

  route(
    routes,
    videoEndpoints.imageToVideo,
    {
      schema: {
        tags: ['videos'],
        summary:
          'Start a video from one image and a prompt (multipart: fields + file "image" or field "photoId", one of the user\'s photos)',
        consumes: ['multipart/form-data'],
        response: createResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const job = await videos.createImageToVideo(user.id, (spec) => readUploadForm(request, spec));
      return reply.code(201).send(job);
    },
  );

  route(
    routes,
    videoEndpoints.podcastClip,
    {
      schema: {
        tags: ['videos'],
        summary:
          'Start a podcast clip (multipart: fields + file "audio" or field "voiceoverId", and file "image" or field "characterId"; an audiogram style may add file "logo")',
        consumes: ['multipart/form-data'],
        response: createResponses,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const job = await videos.createPodcastClip(user.id, (spec) => readUploadForm(request, spec));
      return reply.code(201).send(job);
    },
  );

  route(
    routes,
    videoEndpoints.podcastFaces,
    {
      schema: {
        tags: ['videos'],
        summary:
          'The faces in a podcast clip picture (multipart: file "image", field "characterId" or field "photoId"), largest first, to pick who speaks',
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await takeFacesLook(user.id, reply);
      return videos.findPodcastFaces(user.id, (spec) => readUploadForm(request, spec));
    },
  );

  route(
    routes,
    videoEndpoints.clipWords,
    {
      schema: {
        tags: ['videos'],
        summary:
          'The words of the stretch of an audio file a podcast clip will use, for its captions (multipart: file "audio", fields "durationSeconds" and optional "startSeconds"); free, limited per user',
        consumes: ['multipart/form-data'],
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // No engine: said before the file is read or a check is counted.
      assertTranscriptionEngine(deps.transcription);
      await takeWordsCheck(user.id, reply);
      // The user moved on (another moment, another file): stop hearing this one.
      const heard = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) heard.abort(new Error('the request was closed'));
      });
      return withUploads(
        deps,
        user.id,
        { audio: 'audio' },
        (spec) => readUploadForm(request, spec),
        (form) => clipWordsOf(deps, form, heard.signal),
      );
    },
  );

  route(
    routes,
    videoEndpoints.transcriptionEngine,
    {
      schema: {
        tags: ['videos'],
        summary:
          'Whether an uploaded recording can get captions here, and which engine hears it (null with what to set up when none)',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      const { engine, missingMessage } = deps.transcription;
      return transcriptionEngineStatus(engine?.engine ?? null, missingMessage);
    },
  );

  route(
    routes,
    videoEndpoints.musicBedPreview,
    {
      schema: {
        tags: ['videos'],
        summary: 'A few seconds of a music bed (audio/mp4), to hear it before choosing it',
        response: { 400: errorResponseSchema, 401: errorResponseSchema },
      },
      // Audio is already compressed; compressing would break Content-Length and ranges.
      compress: false,
      attachValidation: true,
    },
    async (request, reply) => {
      await requireUser(request);
      rejectInvalidRequest(request);
      const preview = await musicPreviews.get(request.params.bed);
      reply
        .header('content-type', 'audio/mp4')
        .header('cache-control', MUSIC_PREVIEW_CACHE_CONTROL);
      return sendBytesWithRanges(request, reply, preview);
    },
  );

  route(
    routes,
    videoEndpoints.list,
    {
      schema: {
        tags: ['videos'],
        summary: "The signed-in user's video jobs, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { jobs: await videos.list(user.id) };
    },
  );

  route(
    routes,
    videoEndpoints.get,
    {
      schema: {
        tags: ['videos'],
        summary: 'One of the signed-in user’s video jobs',
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return videos.get(user.id, request.params.id);
    },
  );

  route(
    routes,
    videoEndpoints.remove,
    {
      schema: {
        tags: ['videos'],
        summary:
          'Delete one of the signed-in user’s videos and its files (a video still being made is stopped and refunded)',
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return deleteVideo(deps, user.id, request.params.id);
    },
  );
}
