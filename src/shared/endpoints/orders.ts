import { endpoint } from '../endpoint.js';
import { orderListSchema } from '../orders.js';

/** The client's side of the service orders (issue 28): signed-in users, their own orders. */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', response: orderListSchema }),
};
