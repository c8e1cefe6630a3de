import { authEndpoints } from '@shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Where the emailed link lands (with `?token=`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * POST /api/auth/request-password-reset: always answers 200, whether or not the account
 * exists, so the page cannot be used to find out who has one.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.call(authEndpoints.requestPasswordReset, {
        body: { email, redirectTo: RESET_PASSWORD_PATH },
      }),
  });
}
