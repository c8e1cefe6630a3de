import { z } from 'zod';
import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  addDefaultVoiceBodySchema,
  cloneVoiceResponseSchema,
  userVoiceListResponseSchema,
  userVoiceSchema,
} from '../voices.js';

/** Voice Setup's routes (signed-in users only). */
export const voiceEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/voices', response: userVoiceListResponseSchema }),
  addDefault: endpoint({
    method: 'POST',
    path: '/api/voices',
    body: addDefaultVoiceBodySchema,
    status: 201,
    response: z.object({ voice: userVoiceSchema }),
  }),
  clone: endpoint({
    method: 'POST',
    path: '/api/voices/clone',
    multipart: true,
    status: 201,
    response: cloneVoiceResponseSchema,
  }),
  /** Played by an <audio> element: `urlOf`, not a JSON call. */
  sample: endpoint({
    method: 'GET',
    path: '/api/voices/sample/:voiceId',
    params: z.object({ voiceId: z.string() }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/voices/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
