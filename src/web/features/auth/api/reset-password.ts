import { authEndpoints } from '@shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/reset-password: 400 `{ error }` when the token is invalid or expired. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ newPassword, token }: { newPassword: string; token: string }) =>
      api.call(authEndpoints.resetPassword, { body: { newPassword, token } }),
  });
}
