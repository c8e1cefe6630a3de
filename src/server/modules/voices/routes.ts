import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/compress';
import { errorResponseSchema } from '@shared/errors';
import { VOICE_MESSAGES, VOICE_SAMPLE_MAX_BYTES } from '@shared/voices';
import { voiceEndpoints } from '@shared/endpoints/voices';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { requireUser } from '../../platform/auth/index.js';
import { badRequest } from '../../platform/errors.js';
import { type StoragePort, sendBytesWithRanges } from '../../platform/storage/index.js';
import { registerMultipart } from '../../platform/uploads/index.js';
import type { SpeechEngines } from '../../providers/speech/index.js';
import { readCloneForm } from './clone-form.js';
import { SampleCache } from './sample-cache.js';
import { deleteVoice } from './delete.js';
import { VoicesService } from './service.js';
import { route } from '../../platform/http/index.js';

export interface VoiceRoutesOptions {
  database: Database;
  storage: StoragePort;
  media: MediaToolkit;
  /** Who speaks with which voice, and whether cloning goes to a vendor. */
  speechEngines: SpeechEngines;
}

const SAMPLE_CACHE_CONTROL = 'private, max-age=3600';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * Voice Setup's API: the user's voices, adding a default voice, cloning one from an MP3
 * sample, and spoken samples. Signed-in users only ('Not authenticated' otherwise); every read
 * is scoped to the session's user.
 */
export async function voiceRoutes(app: FastifyInstance, options: VoiceRoutesOptions) {
  const voices = new VoicesService({
    database: options.database,
    storage: options.storage,
    media: options.media,
    engines: options.speechEngines,
    samples: new SampleCache(),
    log: app.log,
  });
  // The name, the consent and one sample; the reader refuses a second file with its own words.
  // No images here: their limit is 0.
  await registerMultipart(app, {
    limits: { audio: VOICE_SAMPLE_MAX_BYTES, image: 0 },
    maxFiles: 2,
    maxFields: 4,
  });
  const signedIn = (request: Parameters<typeof requireUser>[0]) =>
    requireUser(request, VOICE_MESSAGES.notAuthenticated);

  route(
    app,
    voiceEndpoints.list,
    {
      schema: {
        tags: ['voices'],
        summary: "The signed-in user's voices, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return { voices: await voices.list(user.id) };
    },
  );

  route(
    app,
    voiceEndpoints.addDefault,
    {
      attachValidation: true,
      schema: {
        tags: ['voices'],
        summary: 'Add one of the six default voices to the user’s voices',
        response: { ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      // Only a voice id is sent: whatever is wrong with the body, the voice is not one we know.
      if (request.validationError) throw badRequest(VOICE_MESSAGES.unknownVoice);
      return reply
        .code(201)
        .send({ voice: await voices.addDefault(user.id, request.body.voiceId) });
    },
  );

  route(
    app,
    voiceEndpoints.clone,
    {
      schema: {
        tags: ['voices'],
        summary: 'Clone a voice (multipart: voiceName, consent "true", one MP3 file "sample")',
        consumes: ['multipart/form-data'],
        response: {
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const form = await readCloneForm(request);
      return reply.code(201).send(await voices.clone(user.id, form));
    },
  );

  route(
    app,
    voiceEndpoints.sample,
    {
      schema: {
        tags: ['voices'],
        summary: 'A short spoken sample (audio/mpeg or audio/wav) of a default or an own voice',
      },
      // Audio is already compressed; compressing would break Content-Length and ranges.
      compress: false,
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const { audio, contentType } = await voices.sample(user.id, request.params.voiceId);
      reply.header('content-type', contentType).header('cache-control', SAMPLE_CACHE_CONTROL);
      return sendBytesWithRanges(request, reply, audio);
    },
  );

  route(
    app,
    voiceEndpoints.remove,
    {
      schema: {
        tags: ['voices'],
        summary: "Remove one of the user's voices (a cloned voice's sample is deleted too)",
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await signedIn(request);
      return deleteVoice(options, user.id, request.params.id);
    },
  );
}
