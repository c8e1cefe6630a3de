import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  episodeClipsResponseSchema,
  episodeListSchema,
  episodeSchema,
  momentRequestSchema,
} from '../episodes.js';

/** Episodes: a whole recording analysed into ranked moments, and clips from them (issue 30). */
export const episodeEndpoints = {
  /** Multipart: file `media` and the fields of createEpisodeFieldsSchema. */
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
  /** Played by the page's <audio> element (ranges): `urlOf`, not a JSON call. */
  audio: endpoint({ method: 'GET', path: '/api/episodes/:id/audio', params: idParams }),
  /** Finds the moments again with a new request (free); answers the episode, now finding. */
  findMoments: endpoint({
    method: 'POST',
    path: '/api/episodes/:id/moments',
    params: idParams,
    body: momentRequestSchema,
    status: 202,
    response: episodeSchema,
  }),
  /** Multipart: field `body` (the JSON of episodeClipsBodySchema), an audiogram's file `logo`. */
  clips: endpoint({
    method: 'POST',
    path: '/api/episodes/:id/clips',
    params: idParams,
    multipart: true,
    status: 201,
    response: episodeClipsResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/episodes/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
