import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  testVideoSchema,
  testVideoViewsSchema,
  youtubeTestConsentBodySchema,
  youtubeTestConsentResponseSchema,
} from '../youtube-test.js';

const videoParams = z.object({
  id: z.string().describe('A test-mode video id (11 characters); anything else answers 404'),
});

/** The YouTube test channel's routes. */
export const youTubeTestEndpoints = {
  consent: endpoint({
    method: 'POST',
    path: '/api/youtube-test/consent',
    body: youtubeTestConsentBodySchema,
    response: youtubeTestConsentResponseSchema,
  }),
  video: endpoint({
    method: 'GET',
    path: '/api/youtube-test/videos/:id',
    params: videoParams,
    response: testVideoSchema,
  }),
  countView: endpoint({
    method: 'POST',
    path: '/api/youtube-test/videos/:id/views',
    params: videoParams,
    response: testVideoViewsSchema,
  }),
};
