import { adminRoleResponseSchema } from '@shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** POST (grant) or DELETE (remove) /api/admin/users/:id/roles/admin. */
export function useSetAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, admin }: { userId: string; admin: boolean }) => {
      const path = `/api/admin/users/${encodeURIComponent(userId)}/roles/admin`;
      const options = {
        schema: adminRoleResponseSchema,
        fallbackMessage: admin ? 'Could not make this account an admin' : 'Could not remove admin',
      };
      return admin ? api.post(path, undefined, options) : api.delete(path, options);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
