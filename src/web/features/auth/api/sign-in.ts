import { authEndpoints } from '@shared/endpoints/auth';
import type { SignInInput } from '@shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/sign-in/email: sets the session cookie; wrong credentials answer 401. */
export function useSignIn() {
  return useMutation({
    mutationFn: ({ email, password }: SignInInput) =>
      api.call(authEndpoints.signIn, { body: { email, password } }),
  });
}
