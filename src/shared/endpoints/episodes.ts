import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { episodeListSchema, episodeSchema, momentRequestSchema } from '../episodes.js';
import { idParams } from '../ids.js';

/** Episodes (issue 30): a whole recording, its transcript and its ranked moments. */
export const episodeEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/episodes',
    multipart: true,
    status: 201,
    response: episodeSchema,
  }),
  list: endpoint({ method: 'GET', path: '/api/episodes', response: episodeListSchema }),
  get: endpoint({
    method: 'GET',
    path: '/api/episodes/:id',
    params: idParams,
    response: episodeSchema,
  }),
  /** The recording, for the page's player (Range requests). */
  audio: endpoint({ method: 'GET', path: '/api/episodes/:id/audio', params: idParams }),
  findMoments: endpoint({
    method: 'POST',
    path: '/api/episodes/:id/moments',
    params: idParams,
    body: momentRequestSchema,
    response: episodeSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/episodes/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
