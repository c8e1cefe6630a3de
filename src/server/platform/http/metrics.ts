import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The process's Prometheus registry; modules add their own metrics to it. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobsTotal: new Counter({
      name: 'jobs_total',
      help: 'Job attempts that ended, by name and outcome (completed, failed, reaped: its worker died, quarantined)',
      labelNames: ['name', 'state'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Job handler duration by name',
      labelNames: ['name'] as const,
      buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers: [registry],
    }),
    sseConnections: new Gauge({
      name: 'sse_connections',
      help: 'Open live-event streams in this process',
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

export async function registerMetrics(app: FastifyInstance, metrics: Metrics): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true }, compress: false }, async (_, reply) => {
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
