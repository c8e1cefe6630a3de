import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Rejects when the dependency is down; the queue's check also reports its live workers. */
export type HealthCheck = () => Promise<void | { liveWorkers: number }>;

const checkResult = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  /** Job worker processes that announced themselves within the dead-after time. */
  liveWorkers: z.number().int().optional(),
});
type CheckResult = z.infer<typeof checkResult>;

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), checkResult),
});

const CHECK_TIMEOUT_MS = 5_000;

async function runCheck(check: HealthCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const facts = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ...facts };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: 200 when every dependency answers, else 503 naming the failing ones. */
export async function healthRoutes(
  app: FastifyInstance,
  options: { checks: Record<string, HealthCheck> },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Database, queue and storage health',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const names = Object.keys(options.checks);
      const results = await Promise.all(names.map((name) => runCheck(options.checks[name]!)));
      const checks = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      const ok = results.every((r) => r.ok);
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
    },
  );
}
