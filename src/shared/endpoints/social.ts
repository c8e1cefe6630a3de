import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  connectYouTubeBodySchema,
  connectYouTubeResponseSchema,
  disconnectResponseSchema,
  socialConnectionsResponseSchema,
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
};
