import { scriptEndpoints } from '@shared/endpoints/scripts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const SCRIPTS_QUERY_KEY = ['scripts'] as const;

/** GET /api/scripts: the user's scripts, newest first. */
export function useScripts() {
  return useQuery({
    queryKey: SCRIPTS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(scriptEndpoints.list, { signal }),
  });
}
