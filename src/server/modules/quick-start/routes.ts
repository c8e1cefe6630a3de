import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insufficientCreditsSchema } from '@shared/credits';
import { errorResponseSchema } from '@shared/errors';
import { requireUser } from '../../platform/auth/index.js';
import { AppError } from '../../platform/errors.js';
import { AttemptCounters, clientAddressKey } from '../../platform/limits/index.js';
import { readUploadForm, registerMultipart } from '../../platform/uploads/index.js';
import { VideosService, type VideosServiceDeps } from '../videos/index.js';
import { QuickStartService, type QuickStartDeps } from './service.js';
import { quickStartEndpoints } from '@shared/endpoints/quick-start';
import { errorAnswers, rejectInvalidRequest, route } from '../../platform/http/index.js';

export interface QuickStartRoutesOptions extends Omit<QuickStartDeps, 'videos' | 'log'> {
  videoDeps: VideosServiceDeps;
  /** Accounts one client address may start per window (signed-out starts make accounts). */
  startsPerWindow?: number;
  startWindowMs?: number;
}

/**
 * The quick-start wizard (/start) and simple upload (/simple-upload), decision 043. Every route
 * but the wizard's start needs a session and is scoped to its user; the start makes an account
 * for a new email, limited per client address.
 */
export async function quickStartRoutes(app: FastifyInstance, options: QuickStartRoutesOptions) {
  const { videoDeps, ...deps } = options;
  const service = new QuickStartService({
    ...deps,
    videos: new VideosService(videoDeps),
    log: app.log.child({ module: 'quick-start' }),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app, {
    limits: { image: videoDeps.config.imageUploadLimitBytes, audio: 0 },
    maxFiles: 1,
    maxFields: 4,
  });
  // Counted in the database, so every web process shares the count (decision 050).
  const counters = new AttemptCounters(options.database);
  async function limitSignedOutStarts(request: FastifyRequest, reply: FastifyReply) {
    if (await request.sessionUser()) return;
    const result = await counters.take(
      `quick-start|address|${clientAddressKey(request.ip)}`,
      options.startsPerWindow ?? 10,
      options.startWindowMs ?? 60 * 60_000,
    );
    if (result.taken) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, 'Too many attempts from this address. Please try again later.');
  }

  route(
    routes,
    quickStartEndpoints.flow,
    {
      preHandler: limitSignedOutStarts,
      schema: {
        tags: ['quick-start'],
        summary:
          'Start a wizard batch (spec quick-start-flow). Signed out: a new email gets an account, this browser a session and the mailbox a link to set a password; a known email is refused (409)',
        response: errorAnswers(400, 409, 429),
      },
    },
    async (request, reply) => {
      const user = await request.sessionUser();
      const started = await service.start(user, request.body);
      if (started.setCookie) reply.header('set-cookie', started.setCookie);
      return { userId: started.userId, created: started.created };
    },
  );

  route(
    routes,
    quickStartEndpoints.state,
    {
      schema: {
        tags: ['quick-start'],
        summary: "Where the signed-in user's wizard is: step, this batch's jobs, YouTube",
        response: errorAnswers(401),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.state(user.id);
    },
  );

  route(
    routes,
    quickStartEndpoints.step,
    {
      schema: {
        tags: ['quick-start'],
        summary: 'Move the wizard to a step (newBatch: "Upload more" starts a new batch)',
        response: errorAnswers(400, 401),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return service.setStep(user.id, request.body.step, request.body.newBatch);
    },
  );

  route(
    routes,
    quickStartEndpoints.schedule,
    {
      schema: {
        tags: ['quick-start'],
        summary:
          "Schedule the batch's videos on YouTube (publishAt each): finished ones are posted now, the rest when they finish",
        response: errorAnswers(400, 401, 404, 409),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return service.schedule(user.id, request.body.items);
    },
  );

  route(
    routes,
    quickStartEndpoints.uploadVideos,
    {
      schema: {
        tags: ['quick-start'],
        summary:
          'Make one image into an 8 s 9:16 720p video (multipart: file "image" or field "photoId"); paid with a free daily video, else 64 credits',
        consumes: ['multipart/form-data'],
        response: {
          ...errorAnswers(400, 401, 404, 409),
          402: insufficientCreditsSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const job = await service.createVideo(user.id, request.query.flow, (spec) =>
        readUploadForm(request, spec),
      );
      return reply.code(201).send(job);
    },
  );

  route(
    routes,
    quickStartEndpoints.driveImport,
    {
      schema: {
        tags: ['quick-start'],
        summary:
          "Make a public Google Drive folder's images (at most `count`, 10 at most) into quick-start videos, each paid like an upload; needs the server's GOOGLE_API_KEY (409 without)",
        response: { ...errorAnswers(400, 401, 409, 503), 402: insufficientCreditsSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send(await service.importDrive(user.id, request.body));
    },
  );

  route(
    routes,
    quickStartEndpoints.listVideos,
    {
      schema: {
        tags: ['quick-start'],
        summary: "A simple flow's last 20 jobs, newest first",
        response: errorAnswers(400, 401),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return { jobs: await service.list(user.id, request.query.flow) };
    },
  );

  route(
    routes,
    quickStartEndpoints.removeVideo,
    {
      schema: {
        tags: ['quick-start'],
        summary:
          'Remove a job of a simple flow and its files (owner only); one still being made is stopped and refunded, or its free daily video given back',
        response: errorAnswers(401, 404),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.remove(user.id, request.params.id);
      return { removed: true as const };
    },
  );
}
