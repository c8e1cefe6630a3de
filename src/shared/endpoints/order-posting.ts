import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import { orderCadenceSchema, orderPostingSchema } from '../order-posting.js';

/** We Post (issue 28): an order's posting cadence, connection and posts (its client only). */
export const orderPostingEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/api/orders/:id/posting',
    params: idParams,
    response: orderPostingSchema,
  }),
  saveCadence: endpoint({
    method: 'PUT',
    path: '/api/orders/:id/posting',
    params: idParams,
    body: orderCadenceSchema,
    response: orderPostingSchema,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/orders/:id/posting/schedule',
    params: idParams,
    response: orderPostingSchema,
  }),
};
