import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam, idParams } from '../ids.js';
import { orderListSchema } from '../orders.js';
import {
  orderDetailSchema,
  orderPhotosAddedSchema,
  orderPhotosFromLibraryBodySchema,
} from '../order-photos.js';

/** The client's side of the service orders (issue 28): signed-in users, their own orders. */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', response: orderListSchema }),
};

/** An order's photos, on its page (issue 28): the order's owner only; anyone else's is a 404. */
export const orderPhotoEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    params: idParams,
    response: orderDetailSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/orders/:id/photos',
    params: idParams,
    multipart: true,
    status: 201,
    response: orderPhotosAddedSchema,
  }),
  fromLibrary: endpoint({
    method: 'POST',
    path: '/api/orders/:id/photos/from-library',
    params: idParams,
    body: orderPhotosFromLibraryBodySchema,
    status: 201,
    response: orderPhotosAddedSchema,
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/api/orders/:id/photos/:photoId',
    params: z.object({ id: idParam, photoId: idParam }),
    response: orderDetailSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/orders/:id/start',
    params: idParams,
    response: orderDetailSchema,
  }),
};
