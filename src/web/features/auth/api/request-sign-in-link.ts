import { authEndpoints } from '@shared/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { browserLocalStorage } from '../../../lib/browser-storage';
import { rememberLinkEmail } from '../sign-in-link';

/**
 * POST /api/auth/sign-in/magic-link: always answers 200, whether or not the account exists;
 * the link, when there is one, lands on /dashboard (the server decides, not this call).
 */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (email: string) => api.call(authEndpoints.requestSignInLink, { body: { email } }),
    onSuccess: (_answer, email) => rememberLinkEmail(browserLocalStorage(), email),
  });
}
