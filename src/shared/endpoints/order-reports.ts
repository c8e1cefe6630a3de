import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  clientOrderReportSchema,
  monthlyReportQuerySchema,
  monthlyReportSchema,
  operatorOrderReportSchema,
} from '../order-reports.js';

/** The service's reports (issue 28 item 7): the operator's (admins only) and the client's own. */
export const orderReportEndpoints = {
  operatorOrder: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/report',
    params: idParams,
    response: operatorOrderReportSchema,
  }),
  operatorOrderCsv: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/report.csv',
    params: idParams,
    response: z.string(),
  }),
  month: endpoint({
    method: 'GET',
    path: '/api/admin/order-reports',
    query: monthlyReportQuerySchema,
    response: monthlyReportSchema,
  }),
  monthCsv: endpoint({
    method: 'GET',
    path: '/api/admin/order-reports.csv',
    query: monthlyReportQuerySchema,
    response: z.string(),
  }),
  clientOrder: endpoint({
    method: 'GET',
    path: '/api/orders/:id/report',
    params: idParams,
    response: clientOrderReportSchema,
  }),
};
