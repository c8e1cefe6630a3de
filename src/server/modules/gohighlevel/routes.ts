import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { GHL_MESSAGES } from '@shared/gohighlevel';
import { DELIVERY_LOG_LIMIT, type Delivery } from '@shared/integration-events';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { GhlConnections, type GoHighLevelDeps } from './connection.js';
import { GhlFeatures } from './features.js';
import { calendarFreeSlots } from './free-slots.js';
import { listDeliveries, type WebhookDeliveryRow } from './repo.js';
import { goHighLevelEndpoints } from '@shared/endpoints/gohighlevel';

export type GoHighLevelRoutesOptions = GoHighLevelDeps;

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
/** Each connect calls GHL with the key sent: bounded, so nobody probes keys through us. */
const CONNECTS_PER_MINUTE = 10;

/**
 * Go High Level (spec: the credentials and feature-settings dialogs; decision 037). Signed-in
 * users only; every read and write is the session user's own. No answer ever holds the API key
 * or a signing secret, except the save that creates a secret, which shows it once.
 */
export async function goHighLevelRoutes(
  app: FastifyInstance,
  deps: GoHighLevelRoutesOptions,
): Promise<void> {
  const connections = new GhlConnections(deps);
  const features = new GhlFeatures(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    goHighLevelEndpoints.connect,
    {
      attachValidation: true,
      config: {
        rateLimit: {
          max: CONNECTS_PER_MINUTE,
          timeWindow: '1 minute',
          // Per user and address: a user cannot spend another's allowance, nor one address
          // many users'.
          keyGenerator: async (request: FastifyRequest) =>
            `${request.ip} ${(await request.sessionUser())?.id ?? ''}`,
        },
      },
      schema: {
        tags: ['gohighlevel'],
        summary:
          'Connect a Go High Level location: checks the private integration token by reading the location, stores it encrypted',
        response: { ...errors, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return connections.connect(user.id, request.body);
    },
  );

  route(
    routes,
    goHighLevelEndpoints.disconnect,
    {
      schema: {
        tags: ['gohighlevel'],
        summary: 'Disconnect Go High Level: forgets the key and turns every feature off',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await connections.disconnect(user.id);
      return { message: GHL_MESSAGES.disconnected };
    },
  );

  route(
    routes,
    goHighLevelEndpoints.features,
    {
      schema: {
        tags: ['gohighlevel'],
        summary: 'The connected location (or null) and the five features with their settings',
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const [connection, list] = await Promise.all([
        connections.view(user.id),
        features.list(user.id),
      ]);
      return { connection, features: list };
    },
  );

  route(
    routes,
    goHighLevelEndpoints.saveFeature,
    {
      attachValidation: true,
      schema: {
        tags: ['gohighlevel'],
        summary:
          "Save a feature's settings (upsert on user and feature type), checked by the type's rules; the webhook's signing secret is in the answer once",
        response: { ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return features.save(user.id, request.params.featureType, request.body);
    },
  );

  route(
    routes,
    goHighLevelEndpoints.toggleFeature,
    {
      attachValidation: true,
      schema: {
        tags: ['gohighlevel'],
        summary: 'Turn a feature on (needs its saved settings and a connection) or off',
        response: { ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const feature = await features.toggle(
        user.id,
        request.params.featureType,
        request.body.enabled,
      );
      return { feature };
    },
  );

  route(
    routes,
    goHighLevelEndpoints.webhookDeliveries,
    {
      attachValidation: true,
      schema: {
        tags: ['gohighlevel'],
        summary: `The delivery log: the caller's last ${DELIVERY_LOG_LIMIT} webhook and social planner deliveries, newest first`,
        response: errors,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const rows = await listDeliveries(
        deps.database.db,
        user.id,
        request.query.kind,
        DELIVERY_LOG_LIMIT,
      );
      return { deliveries: rows.map(presentDelivery) };
    },
  );
  route(
    routes,
    goHighLevelEndpoints.freeSlots,
    {
      attachValidation: true,
      schema: {
        tags: ['gohighlevel'],
        summary:
          "The calendar feature's next free slots (a lead's page), in the time zone asked for",
        response: errors,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return calendarFreeSlots(deps, user.id, request.query.timezone);
    },
  );
}

function presentDelivery(row: WebhookDeliveryRow): Delivery {
  let target: string | null = null;
  try {
    target = row.url ? new URL(row.url).host : null;
  } catch {
    target = null;
  }
  return {
    id: row.id,
    kind: row.kind,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    result: row.result,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    target,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
