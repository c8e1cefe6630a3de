import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { rejectInvalidRequest, errorAnswers, route } from '../../platform/http/index.js';
import type { TestModeYouTube } from './test-channel.js';
import { findAccountName } from '../auth/index.js';
import { clientAddressKey } from '../../platform/limits/index.js';
import { youTubeTestEndpoints } from '@shared/endpoints/youtube-test';
import { WATCH_VIDEO_REMOVED } from '@shared/youtube-test';

export interface TestChannelRoutesOptions {
  database: Database;
  /** null with Google keys (or YouTube off): every route here is then a 404. */
  testChannel: TestModeYouTube | null;
}

const VIDEO_NOT_FOUND = 'Video not found';
/** Like the id rule (decision 025): any string; one that names no visible video is a 404. */
const TEST_MODE_OFF = 'Not found';

/**
 * The test-mode channel's own pages (decision 035): its consent page's answer, and its watch
 * page's video and play count. With Google keys the channel does not exist and each route
 * answers 404, so nothing here can stand in for YouTube next to the real thing.
 */
export async function testChannelRoutes(app: FastifyInstance, options: TestChannelRoutesOptions) {
  const { database } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const channel = () => {
    if (!options.testChannel) throw notFound(TEST_MODE_OFF);
    return options.testChannel;
  };

  route(
    routes,
    youTubeTestEndpoints.consent,
    {
      schema: {
        tags: ['social'],
        summary:
          "The test-mode consent page's answer (Allow or Deny): where the browser goes next, as Google would send it",
        response: errorAnswers(400, 401, 404),
      },
      attachValidation: true,
    },
    async (request) => {
      const user = await requireUser(request);
      const testChannel = channel();
      rejectInvalidRequest(request);
      const userName = await findAccountName(database, user.id);
      const answer = await testChannel.consent({
        ...request.body,
        userId: user.id,
        userName: userName ?? '',
      });
      if ('error' in answer) {
        throw badRequest('This consent link was not made by this server (redirect_uri_mismatch)');
      }
      return answer;
    },
  );

  route(
    routes,
    youTubeTestEndpoints.video,
    {
      schema: {
        tags: ['social'],
        summary:
          'A video on the test-mode channel, for its watch page (private: its owner only; scheduled: its owner only until its time)',
        response: errorAnswers(404),
      },
    },
    async (request) => {
      const testChannel = channel();
      const viewer = await request.sessionUser();
      const video = await testChannel.videos.watch(request.params.id, viewer?.id ?? null);
      if (!video) throw notFound(VIDEO_NOT_FOUND);
      if (video === 'removed') throw notFound(WATCH_VIDEO_REMOVED);
      return video;
    },
  );

  route(
    routes,
    youTubeTestEndpoints.countView,
    {
      schema: {
        tags: ['social'],
        summary: 'Count a play on the watch page (the test-mode channel’s view count)',
        response: errorAnswers(404),
      },
    },
    async (request) => {
      const testChannel = channel();
      const viewer = await request.sessionUser();
      // One view per viewer per video a day: the account, else the client's address.
      const viewerKey = viewer ? `user:${viewer.id}` : `address:${clientAddressKey(request.ip)}`;
      const views = await testChannel.videos.countView(
        request.params.id,
        viewer?.id ?? null,
        viewerKey,
      );
      if (views === null) throw notFound(VIDEO_NOT_FOUND);
      return { views };
    },
  );
}
