import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';
import {
  quickStartDriveImportBodySchema,
  quickStartDriveImportResponseSchema,
  quickStartFlowBodySchema,
  quickStartFlowResponseSchema,
  quickStartScheduleBodySchema,
  quickStartScheduleResponseSchema,
  quickStartStateSchema,
  quickStartStepBodySchema,
  simpleVideoListSchema,
  simpleVideosQuerySchema,
} from '../quick-start.js';
import { videoJobSchema } from '../videos.js';

/** The quick start's routes. */
export const quickStartEndpoints = {
  flow: endpoint({
    method: 'POST',
    path: '/api/quick-start/flow',
    body: quickStartFlowBodySchema,
    response: quickStartFlowResponseSchema,
  }),
  state: endpoint({ method: 'GET', path: '/api/quick-start', response: quickStartStateSchema }),
  step: endpoint({
    method: 'PUT',
    path: '/api/quick-start/step',
    body: quickStartStepBodySchema,
    response: quickStartStateSchema,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/quick-start/schedule',
    body: quickStartScheduleBodySchema,
    response: quickStartScheduleResponseSchema,
  }),
  uploadVideos: endpoint({
    method: 'POST',
    path: '/api/quick-start/videos',
    query: simpleVideosQuerySchema,
    multipart: true,
    status: 201,
    response: videoJobSchema,
  }),
  driveImport: endpoint({
    method: 'POST',
    path: '/api/quick-start/drive-import',
    body: quickStartDriveImportBodySchema,
    status: 201,
    response: quickStartDriveImportResponseSchema,
  }),
  listVideos: endpoint({
    method: 'GET',
    path: '/api/quick-start/videos',
    query: simpleVideosQuerySchema,
    response: simpleVideoListSchema,
  }),
  removeVideo: endpoint({
    method: 'DELETE',
    path: '/api/quick-start/videos/:id',
    params: idParams,
    response: z.object({ removed: z.literal(true) }),
  }),
};
