import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { orderPostingEndpoints } from '@shared/endpoints/order-posting';
import { requireUser } from '../../platform/auth/index.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { OrderPostingService, type OrderPostingDeps } from './posting-service.js';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema };

/** We Post's client routes (issue 28): every call scoped to the order's client (else 404). */
export async function orderPostingRoutes(
  app: FastifyInstance,
  deps: OrderPostingDeps,
): Promise<void> {
  const posting = new OrderPostingService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    orderPostingEndpoints.view,
    {
      schema: {
        tags: ['orders'],
        summary: "An order's posting: cadence, YouTube connection and its posts",
        response: errors,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.view(user.id, request.params.id);
    },
  );

  route(
    routes,
    orderPostingEndpoints.saveCadence,
    {
      schema: {
        tags: ['orders'],
        summary:
          "Set a We Post order's posting time, time zone and posts a day (before scheduling)",
        response: { 400: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return posting.saveCadence(user.id, request.params.id, request.body);
    },
  );

  route(
    routes,
    orderPostingEndpoints.schedule,
    {
      schema: {
        tags: ['orders'],
        summary: "Schedule a delivered We Post order's clips on the connected YouTube channel",
        response: { 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return posting.schedule(user.id, request.params.id);
    },
  );
}
