import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import { photoDeletedSchema, photoListSchema, photoUploadResponseSchema } from '../photos.js';

/** The photo library's routes (signed-in users). */
export const photoEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/photos', response: photoListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/photos',
    multipart: true,
    status: 201,
    response: photoUploadResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/photos/:id',
    params: idParams,
    response: photoDeletedSchema,
  }),
};
