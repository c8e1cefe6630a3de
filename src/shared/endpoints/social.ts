import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  connectYouTubeBodySchema,
  connectYouTubeResponseSchema,
  disconnectResponseSchema,
  socialConnectionsResponseSchema,
  YOUTUBE_CALLBACK_PATH,
} from '../social.js';

/** Social connections (signed-in users). */
export const socialEndpoints = {
  connections: endpoint({
    method: 'GET',
    path: '/api/social/connections',
    response: socialConnectionsResponseSchema,
  }),
  connectYouTube: endpoint({
    method: 'POST',
    path: '/api/social/youtube/connect',
    body: connectYouTubeBodySchema,
    response: connectYouTubeResponseSchema,
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/api/social/connections/:platform',
    params: z.object({ platform: z.string().describe('youtube or gohighlevel') }),
    response: disconnectResponseSchema,
  }),
  /** Where the consent page sends the browser back: a redirect, not JSON. */
  youTubeCallback: endpoint({
    method: 'GET',
    path: YOUTUBE_CALLBACK_PATH,
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
    }),
  }),
};
