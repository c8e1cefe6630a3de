import { authEndpoints } from '@shared/endpoints/auth';
import type { SignUpInput } from '@shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). The body
 * is built field by field so nothing else the form holds (the phone number) can slip in.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: ({ name, email, password }: SignUpInput) =>
      api.call(authEndpoints.signUp, { body: { name, email, password } }),
  });
}
