import { clipWordsSchema, transcriptionEngineStatusSchema } from '../clip-words.js';
import { itemDeletedSchema } from '../deletes.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  musicBedPreviewParamsSchema,
  podcastFacesSchema,
  textToVideoBodySchema,
  videoJobListSchema,
  videoJobSchema,
} from '../videos.js';

/** The video studio's routes (signed-in users). */
export const videoEndpoints = {
  textToVideo: endpoint({
    method: 'POST',
    path: '/api/videos/text-to-video',
    body: textToVideoBodySchema,
    status: 201,
    response: videoJobSchema,
  }),
  imageToVideo: endpoint({
    method: 'POST',
    path: '/api/videos/image-to-video',
    multipart: true,
    status: 201,
    response: videoJobSchema,
  }),
  podcastClip: endpoint({
    method: 'POST',
    path: '/api/videos/podcast-clip',
    multipart: true,
    status: 201,
    response: videoJobSchema,
  }),
  /** The faces in a podcast clip's picture, to pick who speaks (decision 057); charges nothing. */
  podcastFaces: endpoint({
    method: 'POST',
    path: '/api/videos/podcast-faces',
    multipart: true,
    response: podcastFacesSchema,
  }),
  /**
   * The words of the stretch of an uploaded audio file a podcast clip will use, for its
   * captions (issue 30, decision 069); charges nothing, limited per user.
   */
  clipWords: endpoint({
    method: 'POST',
    path: '/api/videos/clip-words',
    multipart: true,
    response: clipWordsSchema,
  }),
  /** Whether (and by which engine) the studio can have a recording's words before uploading. */
  transcriptionEngine: endpoint({
    method: 'GET',
    path: '/api/videos/transcription-engine',
    response: transcriptionEngineStatusSchema,
  }),
  /**
   * A few seconds of a music bed (audio/mp4), to hear before choosing one (issue 29). Played by
   * an <audio> element: `urlOf`, not a JSON call. The tracks are the same for everyone.
   */
  musicBedPreview: endpoint({
    method: 'GET',
    path: '/api/videos/music-beds/:bed/preview',
    params: musicBedPreviewParamsSchema,
  }),
  list: endpoint({ method: 'GET', path: '/api/videos', response: videoJobListSchema }),
  get: endpoint({
    method: 'GET',
    path: '/api/videos/:id',
    params: idParams,
    response: videoJobSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/videos/:id',
    params: idParams,
    response: itemDeletedSchema,
  }),
};
