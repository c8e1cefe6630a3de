import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { CAPTION_FORMATS } from '@shared/voiceovers';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { paidCreateErrors, rejectInvalidRequest, route } from '../../platform/http/index.js';
import type { JobSender } from '../../platform/jobs/index.js';
import type { voiceoverJob } from './job-declarations.js';
import { type StoragePort, attachmentDisposition } from '../../platform/storage/index.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { SpeechEngines } from '../../providers/speech/index.js';
import { deleteVoiceover } from './delete.js';
import { VoiceoversService } from './service.js';
import { voiceoverEndpoints } from '@shared/endpoints/voiceovers';

export interface VoiceoverRoutesOptions {
  database: Database;
  storage: StoragePort;
  queue: Pick<JobSender<typeof voiceoverJob>, 'enqueue'>;
  /** Which engine a voice speaks with now. */
  speechEngines: SpeechEngines;
  credits: CreditsService;
}

// Any string: a malformed id is just another id that is not yours (404, not 400).

const CAPTION_CONTENT_TYPES = {
  srt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
} as const;

/**
 * Voiceovers of the Script Writer's scripts: create one (paid, priced on the server), list a
 * script's, read one, and download a ready one's captions. Signed-in users only; every query is scoped
 * to the session's user, and another user's script, voice or voiceover answers 404.
 */
export async function voiceoverRoutes(app: FastifyInstance, options: VoiceoverRoutesOptions) {
  const voiceovers = new VoiceoversService({
    database: options.database,
    storage: options.storage,
    queue: options.queue,
    engines: options.speechEngines,
    credits: options.credits,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    voiceoverEndpoints.create,
    {
      attachValidation: true,
      schema: {
        tags: ['voiceovers'],
        summary: 'Read a script aloud with one of your voices (priced on the server)',
        response: paidCreateErrors,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const created = await voiceovers.create(user.id, request.params.scriptId, request.body);
      return reply.code(201).send(created);
    },
  );

  route(
    routes,
    voiceoverEndpoints.listForScript,
    {
      schema: {
        tags: ['voiceovers'],
        summary: "A script's voiceovers, newest first",
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { voiceovers: await voiceovers.list(user.id, request.params.scriptId) };
    },
  );

  route(
    routes,
    voiceoverEndpoints.get,
    {
      schema: {
        tags: ['voiceovers'],
        summary: "One of the user's voiceovers with its script's title",
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return voiceovers.detail(user.id, request.params.id);
    },
  );

  for (const format of CAPTION_FORMATS) {
    route(
      routes,
      voiceoverEndpoints.captions[format],
      {
        schema: {
          tags: ['voiceovers'],
          summary: `A ready voiceover's captions as a .${format} file (a download)`,
          produces: [CAPTION_CONTENT_TYPES[format].split(';')[0]!],
          response: {
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const file = await voiceovers.captions(user.id, request.params.id, format);
        return reply
          .type(CAPTION_CONTENT_TYPES[format])
          .header('Content-Disposition', attachmentDisposition(file.filename))
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );
  }

  route(
    routes,
    voiceoverEndpoints.remove,
    {
      schema: {
        tags: ['voiceovers'],
        summary:
          "Delete one of the user's voiceovers and its audio (one still being read is stopped and refunded)",
        response: { 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return deleteVoiceover(options, user.id, request.params.id);
    },
  );
}
