import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  clipCoverBodySchema,
  clipMetadataBodySchema,
  clipParamsSchema,
  orderBriefSchema,
  productionOrderDetailSchema,
  productionOrderListSchema,
  remakeClipBodySchema,
} from '../orders-production.js';

/** The operator's production console (issue 28 item 3): admins only. */
export const orderAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/orders', response: productionOrderListSchema }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id',
    params: idParams,
    response: productionOrderDetailSchema,
  }),
  batch: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/batch',
    params: idParams,
    response: productionOrderDetailSchema,
  }),
  brief: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/:id/brief',
    params: idParams,
    body: orderBriefSchema,
    response: productionOrderDetailSchema,
  }),
  ready: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/ready',
    params: idParams,
    response: productionOrderDetailSchema,
  }),
  remake: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/clips/:clipId/remake',
    params: clipParamsSchema,
    body: remakeClipBodySchema,
    response: productionOrderDetailSchema,
  }),
  cover: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/:id/clips/:clipId/cover',
    params: clipParamsSchema,
    body: clipCoverBodySchema,
    response: productionOrderDetailSchema,
  }),
  metadata: endpoint({
    method: 'PATCH',
    path: '/api/admin/orders/:id/clips/:clipId',
    params: clipParamsSchema,
    body: clipMetadataBodySchema,
    response: productionOrderDetailSchema,
  }),
  rewrite: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/clips/:clipId/rewrite',
    params: clipParamsSchema,
    response: productionOrderDetailSchema,
  }),
};
