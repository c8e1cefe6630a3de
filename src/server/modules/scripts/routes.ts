import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { SCRIPT_MESSAGES } from '@shared/scripts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { badRequest } from '../../platform/errors.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import type { ScriptWriter } from '../../providers/script/index.js';
import { ScriptEventStream } from './event-stream.js';
import { ScriptsService } from './service.js';
import type { CreditsService } from '../../platform/credits/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { deleteScript } from './delete.js';
import { scriptEndpoints } from '@shared/endpoints/scripts';

export interface ScriptRoutesOptions {
  config: Config;
  database: Database;
  /** The engine that writes (a chat model or the local writer). */
  writer: ScriptWriter;
  /**
   * What deleting a script needs (its voiceovers' audio and refunds). app.ts passes both; the
   * scripts-only test app (testing.ts) mounts without them, and without the delete route.
   */
  deletion?: { storage: StoragePort; credits: CreditsService };
}

/**
 * For routes with `attachValidation`: a field that is missing, not text or blank gets the
 * page's own message (the shared schemas word only the blank case; zod words the rest as
 * "Invalid input: expected string"); any other problem (too long) keeps the schema's message.
 */
function rejectInvalidText(request: FastifyRequest, fields: string[], message: string): void {
  if (!request.validationError) return;
  const body = request.body as Record<string, unknown> | null | undefined;
  const blank = (value: unknown) => typeof value !== 'string' || !value.trim();
  if (typeof body !== 'object' || body === null || fields.some((field) => blank(body[field]))) {
    throw badRequest(message);
  }
  rejectInvalidRequest(request);
}

/**
 * The Script Writer's API (/scripts): the user's scripts, generating one as a stream of
 * server-sent events, and editing a script's content. Signed-in users only; every query is
 * scoped to the session's user.
 */
export async function scriptRoutes(app: FastifyInstance, options: ScriptRoutesOptions) {
  const { config, database } = options;
  const scripts = new ScriptsService({
    database,
    writer: options.writer,
    dailyLimit: config.scripts.dailyLimit,
    onUnexpectedError: (error) => app.log.error({ err: error }, 'script generation failed'),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const openStreams = new Set<ScriptEventStream>();
  // Shutdown: stop the writers so the process can exit; their clients read an error event.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.close('server');
  });

  route(
    routes,
    scriptEndpoints.list,
    {
      schema: {
        tags: ['scripts'],
        summary: "The signed-in user's scripts, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { scripts: await scripts.list(user.id) };
    },
  );

  route(
    routes,
    scriptEndpoints.generate,
    {
      attachValidation: true,
      compress: false,
      schema: {
        tags: ['scripts'],
        summary:
          'Write a script from a title and topic: a text/event-stream of JSON events (start, delta…, then done or error)',
        produces: ['text/event-stream'],
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidText(request, ['title', 'topic'], SCRIPT_MESSAGES.titleAndTopicRequired);
      await scripts.assertUnderDailyLimit(user.id);

      const stream = new ScriptEventStream(request, reply);
      openStreams.add(stream);
      try {
        for await (const event of scripts.generate(user.id, request.body, stream.signal)) {
          await stream.send(event);
        }
        if (stream.closedBy === 'server') {
          await stream.send({ type: 'error', error: SCRIPT_MESSAGES.failedToGenerate });
        }
      } catch (error) {
        // The generator reports engine failures as events; this is a bug (or a lost database).
        request.log.error({ err: error }, 'script stream failed');
        await stream.send({ type: 'error', error: SCRIPT_MESSAGES.failedToGenerate });
      } finally {
        openStreams.delete(stream);
        stream.end();
      }
    },
  );

  route(
    routes,
    scriptEndpoints.update,
    {
      attachValidation: true,
      schema: {
        tags: ['scripts'],
        summary: "Edit one of the signed-in user's scripts",
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidText(request, ['content'], SCRIPT_MESSAGES.contentRequired);
      return scripts.updateContent(user.id, request.params.id, request.body.content);
    },
  );

  const { deletion } = options;
  if (deletion) {
    route(
      routes,
      scriptEndpoints.remove,
      {
        schema: {
          tags: ['scripts'],
          summary:
            "Delete one of the signed-in user's scripts with its voiceovers (one still being read is stopped and refunded)",
          response: {
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return deleteScript({ database, ...deletion }, user.id, request.params.id);
      },
    );
  }
}
