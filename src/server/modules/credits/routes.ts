import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** Credit routes: the user's balance, and admin adjustments. */
export async function creditsRoutes(
  _app: FastifyInstance,
  _options: { database: Database },
): Promise<void> {}
