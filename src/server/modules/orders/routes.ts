import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import { orderEndpoints } from '@shared/endpoints/orders';
import { requireUser } from '../../platform/auth/index.js';
import { route } from '../../platform/http/index.js';
import { OrdersService, type OrdersDeps } from './service.js';

export type OrderRoutesOptions = OrdersDeps;

/** The client's orders (issue 28): every call scoped to the session's user. */
export async function orderRoutes(app: FastifyInstance, deps: OrderRoutesOptions): Promise<void> {
  const orders = new OrdersService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    orderEndpoints.list,
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in client's service orders, newest first",
        response: { 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return orders.list(user.id);
    },
  );
}
