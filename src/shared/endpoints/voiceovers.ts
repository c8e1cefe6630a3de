import { z } from 'zod';
import { itemDeletedSchema } from '../deletes.js';
import { endpoint, idParam, idParams } from '../endpoint.js';
import {
  createVoiceoverBodySchema,
  createVoiceoverResponseSchema,
  voiceoverDetailSchema,
  voiceoverListResponseSchema,
} from '../voiceovers.js';

const scriptParams = z.object({ scriptId: idParam });

/** Voiceovers of scripts (signed-in users). */
export const voiceoverEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/scripts/:scriptId/voiceovers',
    params: scriptParams,
    body: createVoiceoverBodySchema,
    status: 201,
    response: createVoiceoverResponseSchema,
  }),
  listForScript: endpoint({
    method: 'GET',
    path: '/api/scripts/:scriptId/voiceovers',
    params: scriptParams,
    response: voiceoverListResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/voiceovers/:id',
    params: idParams,
    response: voiceoverDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/voiceovers/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
