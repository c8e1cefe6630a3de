import { itemDeletedSchema, renameReferenceBodySchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  createImageBodySchema,
  customReferenceListSchema,
  customReferenceSchema,
  imageJobListSchema,
  imageJobSchema,
  imagePromptCheckBodySchema,
  imagePromptCheckSchema,
  imageStyleListSchema,
} from '../images.js';

/** The image studio's routes: image jobs, styles and custom references (signed-in users). */
export const imageEndpoints = {
  styles: endpoint({ method: 'GET', path: '/api/images/styles', response: imageStyleListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/images',
    body: createImageBodySchema,
    status: 201,
    response: imageJobSchema,
  }),
  /** What the engine would make of a prompt and what it costs, before paying. */
  check: endpoint({
    method: 'POST',
    path: '/api/images/check',
    body: imagePromptCheckBodySchema,
    response: imagePromptCheckSchema,
  }),
  list: endpoint({ method: 'GET', path: '/api/images', response: imageJobListSchema }),
  get: endpoint({
    method: 'GET',
    path: '/api/images/:id',
    params: idParams,
    response: imageJobSchema,
  }),
  createReference: endpoint({
    method: 'POST',
    path: '/api/custom-references',
    multipart: true,
    status: 201,
    response: customReferenceSchema,
  }),
  listReferences: endpoint({
    method: 'GET',
    path: '/api/custom-references',
    response: customReferenceListSchema,
  }),
  getReference: endpoint({
    method: 'GET',
    path: '/api/custom-references/:id',
    params: idParams,
    response: customReferenceSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/images/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
  removeReference: endpoint({
    method: 'DELETE',
    path: '/api/custom-references/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
  renameReference: endpoint({
    method: 'PATCH',
    path: '/api/custom-references/:id',
    params: idParams,
    body: renameReferenceBodySchema,
    response: customReferenceSchema,
  }),
};
