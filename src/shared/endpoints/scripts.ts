import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  generateScriptBodySchema,
  scriptListResponseSchema,
  scriptSchema,
  updateScriptBodySchema,
} from '../scripts.js';

/** The script writer's routes (signed-in users). */
export const scriptEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/scripts', response: scriptListResponseSchema }),
  generate: endpoint({
    method: 'POST',
    path: '/api/scripts/generate',
    body: generateScriptBodySchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/scripts/:id',
    params: idParams,
    body: updateScriptBodySchema,
    response: scriptSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/scripts/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
