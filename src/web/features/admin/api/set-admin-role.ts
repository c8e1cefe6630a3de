import { adminEndpoints } from '@shared/endpoints/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** POST (grant) or DELETE (remove) /api/admin/users/:id/roles/admin. */
export function useSetAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, admin }: { userId: string; admin: boolean }) =>
      api.call(admin ? adminEndpoints.grantAdmin : adminEndpoints.removeAdmin, {
        params: { id: userId },
        fallbackMessage: admin ? 'Could not make this account an admin' : 'Could not remove admin',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
