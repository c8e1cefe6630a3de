import { quickStartEndpoints } from '@shared/endpoints/quick-start';
import { socialEndpoints } from '@shared/endpoints/social';
import {
  type QuickStartDriveImportBody,
  type QuickStartFlowBody,
  type QuickStartScheduleBody,
  type QuickStartState,
} from '@shared/quick-start';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The wizard's calls (decision 043). Its place (step, this batch's jobs, the YouTube
 * connection) lives on the server, so a reload or the tab a checkout returns to shows the same
 * step; each move is a PUT whose answer is the new state.
 */
export const QUICK_START_QUERY_KEY = ['quick-start'] as const;

/** Polling only while live events do not arrive (the job updates refresh it otherwise). */
export const quickStartQueryOptions = (pollMs: number | false) =>
  queryOptions({
    queryKey: QUICK_START_QUERY_KEY,
    queryFn: ({ signal }) => api.call(quickStartEndpoints.state, { signal }),
    refetchInterval: pollMs,
  });

/** PUT /api/quick-start/step; the answer replaces the cached state at once. */
export async function moveToStep(
  queryClient: QueryClient,
  step: number,
  newBatch = false,
): Promise<QuickStartState> {
  const state = await api.call(quickStartEndpoints.step, { body: { step, newBatch } });
  queryClient.setQueryData(QUICK_START_QUERY_KEY, state);
  return state;
}

/** POST /api/quick-start/flow: starts a batch; signed out, a new email gets an account. */
export const startFlow = (body: QuickStartFlowBody) => api.call(quickStartEndpoints.flow, { body });

/** POST /api/quick-start/drive-import: the batch's jobs from a public Drive folder's images. */
export const importDriveFolder = (body: QuickStartDriveImportBody) =>
  api.call(quickStartEndpoints.driveImport, { body });

/** POST /api/quick-start/schedule: each video's publish time. */
export const scheduleVideos = (body: QuickStartScheduleBody) =>
  api.call(quickStartEndpoints.schedule, { body });

/** POST /api/social/youtube/connect returning to /start: the consent page to visit next. */
export const connectYouTube = () =>
  api.call(socialEndpoints.connectYouTube, { body: { returnTo: '/start' } });
