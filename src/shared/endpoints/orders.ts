import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam, idParams } from '../ids.js';
import { orderListSchema, orderSummarySchema } from '../orders.js';
import {
  changeRequestBodySchema,
  clipReviewResultSchema,
  orderClipListSchema,
} from '../order-review.js';
import {
  orderDetailSchema,
  orderPhotosAddedSchema,
  orderPhotosFromLibraryBodySchema,
} from '../order-photos.js';

const clipParams = z.object({ id: idParam, clipId: idParam });

/** The client's side of the service orders (issue 28): signed-in users, their own orders. */
export const orderEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/orders', response: orderListSchema }),
  // --- The client's review (issue 28 item 4): one order, its clips, downloads, answers -----
  show: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    params: idParams,
    response: orderSummarySchema,
  }),
  clips: endpoint({
    method: 'GET',
    path: '/api/orders/:id/clips',
    params: idParams,
    response: orderClipListSchema,
  }),
  /** One clip's mp4 as a download (`urlOf` for the link). */
  downloadClip: endpoint({
    method: 'GET',
    path: '/api/orders/:id/clips/:clipId/download',
    params: clipParams,
  }),
  /** Every visible clip in one zip, streamed (`urlOf` for the link). */
  downloadAll: endpoint({ method: 'GET', path: '/api/orders/:id/download', params: idParams }),
  approveClip: endpoint({
    method: 'POST',
    path: '/api/orders/:id/clips/:clipId/approve',
    params: clipParams,
    response: clipReviewResultSchema,
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/api/orders/:id/clips/:clipId/request-change',
    params: clipParams,
    body: changeRequestBodySchema,
    response: clipReviewResultSchema,
  }),
};

/** An order's photos, on its page (issue 28): the order's owner only; anyone else's is a 404. */
export const orderPhotoEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/api/orders/:id/photos',
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
