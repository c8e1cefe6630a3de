import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  autoPostSettingBodySchema,
  autoPostSettingSchema,
  autoPostSettingsListSchema,
  postListSchema,
  postSchema,
  postToYouTubeBodySchema,
  movePostBodySchema,
  postViewsSchema,
  postingStatsSchema,
  youtubeMetadataSchema,
} from '../posting.js';

/** Posting to YouTube: metadata, posts, their stats and the auto-post settings (signed-in users). */
export const postingEndpoints = {
  youtubeMetadata: endpoint({
    method: 'POST',
    path: '/api/videos/:id/youtube-metadata',
    params: idParams,
    response: youtubeMetadataSchema,
  }),
  postToYoutube: endpoint({
    method: 'POST',
    path: '/api/videos/:id/post-to-youtube',
    params: idParams,
    body: postToYouTubeBodySchema,
    status: 201,
    response: postSchema,
  }),
  listPosts: endpoint({ method: 'GET', path: '/api/posts', response: postListSchema }),
  stats: endpoint({ method: 'GET', path: '/api/posts/stats', response: postingStatsSchema }),
  views: endpoint({ method: 'GET', path: '/api/posts/views', response: postViewsSchema }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/posts/:id/cancel',
    params: idParams,
    response: postSchema,
  }),
  /** Issue 28: a scheduled post's new publish time (before the upload or after it). */
  move: endpoint({
    method: 'PATCH',
    path: '/api/posts/:id/schedule',
    params: idParams,
    body: movePostBodySchema,
    response: postSchema,
  }),
  autoPostSettings: endpoint({
    method: 'GET',
    path: '/api/auto-post-settings',
    response: autoPostSettingsListSchema,
  }),
  saveAutoPostSetting: endpoint({
    method: 'PUT',
    path: '/api/auto-post-settings',
    body: autoPostSettingBodySchema,
    response: autoPostSettingSchema,
  }),
};
