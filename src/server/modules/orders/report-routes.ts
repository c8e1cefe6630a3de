import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderReportEndpoints } from '@shared/endpoints/order-reports';
import { errorResponseSchema } from '@shared/errors';
import { requireAdmin, requireUser } from '../../platform/auth/index.js';
import { route } from '../../platform/http/index.js';
import { attachmentDisposition } from '../../platform/storage/index.js';
import { monthCsv, orderCsv } from './report-csv.js';
import { OrderReports, type OrderReportsDeps } from './report-service.js';

export type OrderReportRoutesOptions = OrderReportsDeps;

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Before validation, so a non-admin learns nothing about a route's rules (as modules/admin). */
const adminsOnly = {
  onRequest: async (request: FastifyRequest) => {
    await requireAdmin(request);
  },
};

function sendCsv(reply: FastifyReply, { fileName, csv }: { fileName: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/**
 * The service's reports (issue 28 item 7): the operator's per order and per month (admins
 * only, with CSV downloads), and the client's own order's figures without costs.
 */
export async function orderReportRoutes(
  app: FastifyInstance,
  deps: OrderReportRoutesOptions,
): Promise<void> {
  const reports = new OrderReports(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string, csv = false) => ({
    tags: ['orders'],
    summary,
    ...(csv && { produces: ['text/csv'] }),
    response: refusals,
  });

  route(
    routes,
    orderReportEndpoints.operatorOrder,
    {
      ...adminsOnly,
      schema: schema(
        "One order's report: clips, reviews, posts, views, timing, cost (admins only)",
      ),
    },
    async (request) => reports.operatorOrder(request.params.id),
  );

  route(
    routes,
    orderReportEndpoints.operatorOrderCsv,
    {
      ...adminsOnly,
      schema: schema("One order's report as CSV, a row per clip (admins only)", true),
    },
    async (request, reply) =>
      sendCsv(reply, orderCsv(await reports.operatorOrder(request.params.id))),
  );

  route(
    routes,
    orderReportEndpoints.month,
    {
      ...adminsOnly,
      schema: schema(
        'The orders opened in a month (UTC) with their figures and totals (admins only)',
      ),
    },
    async (request) => reports.month(request.query.month),
  );

  route(
    routes,
    orderReportEndpoints.monthCsv,
    {
      ...adminsOnly,
      schema: schema("A month's order report as CSV, a row per order (admins only)", true),
    },
    async (request, reply) => sendCsv(reply, monthCsv(await reports.month(request.query.month))),
  );

  route(
    routes,
    orderReportEndpoints.clientOrder,
    { schema: schema("The signed-in client's own order's report (no cost figures)") },
    async (request) => {
      const user = await requireUser(request);
      return reports.clientOrder(user.id, request.params.id);
    },
  );
}
