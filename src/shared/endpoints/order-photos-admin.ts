import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import { orderDetailSchema, orderPhotosAddedSchema } from '../order-photos.js';

/** The operator's (admins') photo work on any client's order (issue 28). */
export const orderPhotoAdminEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/photos',
    params: idParams,
    multipart: true,
    // 200, as every admin route answers (the security suite's admin matrix).
    response: orderPhotosAddedSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/start',
    params: idParams,
    response: orderDetailSchema,
  }),
};
