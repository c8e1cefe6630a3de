import { z } from 'zod';
import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParam, idParams } from '../ids.js';
import {
  type CAPTION_FORMATS,
  createVoiceoverBodySchema,
  createVoiceoverResponseSchema,
  voiceoverDetailSchema,
  voiceoverListResponseSchema,
} from '../voiceovers.js';

const scriptParams = z.object({ scriptId: idParam });

function captionsEndpoint<const Format extends (typeof CAPTION_FORMATS)[number]>(format: Format) {
  return endpoint({
    method: 'GET',
    path: `/api/voiceovers/:id/captions.${format}`,
    params: idParams,
    // A string body with a text type is sent as it is, not JSON-encoded.
    response: z.string(),
  });
}

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
  /** A ready voiceover's captions as a download (`urlOf` for the link). */
  captions: {
    srt: captionsEndpoint('srt'),
    vtt: captionsEndpoint('vtt'),
  },
};
