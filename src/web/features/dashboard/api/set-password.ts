import { sessionEndpoints } from '@shared/endpoints/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/**
 * POST /api/me/password: a first password for an account that has none (signed in by link).
 * 409 when it has one already (set in another tab, say). Either way the session is re-read,
 * so `hasPassword` and the card that depends on it follow.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPassword: string) =>
      api.call(sessionEndpoints.setPassword, { body: { newPassword } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
