import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/errors';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../platform/auth/index.js';
import { AdminUsers } from './service.js';
import { adminEndpoints } from '@shared/endpoints/admin';
import { route } from '../../platform/http/index.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** Before validation, so a non-admin learns nothing about a route's rules. */
const adminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};

/**
 * The admin area's account routes: find accounts by email (with balance and roles) and give or
 * take the admin role. Credits are adjusted through /api/admin/credits/* (the ledger's own).
 */
export async function adminRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  const users = new AdminUsers(options.database);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    adminEndpoints.users,
    {
      ...adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Accounts whose email contains the search, newest first (admins only)',
        response: refusals,
      },
    },
    async (request) => users.search(request.query),
  );

  const roleSchema = (summary: string) => ({
    tags: ['admin'],
    summary,
    response: {
      ...refusals,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  });

  route(
    routes,
    adminEndpoints.grantAdmin,
    { ...adminsOnly, schema: roleSchema('Make an account an admin (admins only)') },
    async (request) => {
      const admin = await requireAdmin(request);
      return users.setAdminRole({ userId: request.params.id, admin: true, actorId: admin.id });
    },
  );

  route(
    routes,
    adminEndpoints.removeAdmin,
    {
      ...adminsOnly,
      schema: roleSchema("Take an account's admin role away; never one's own (admins only)"),
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return users.setAdminRole({ userId: request.params.id, admin: false, actorId: admin.id });
    },
  );
}
