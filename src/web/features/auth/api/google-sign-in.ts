import { SIGNED_IN_LANDING_PATH } from '@shared/auth';
import { authEndpoints } from '@shared/endpoints/auth';
import { sessionEndpoints } from '@shared/endpoints/session';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/sign-in-options: whether /auth offers "Continue with Google" (its keys are set). */
export function useSignInOptions() {
  return useQuery({
    queryKey: ['auth', 'sign-in-options'],
    queryFn: ({ signal }) => api.call(sessionEndpoints.signInOptions, { signal }),
    staleTime: Infinity,
  });
}

/**
 * POST /api/auth/sign-in/social (better-auth's Google provider, scopes email and profile): the
 * Google page to open. Back from Google, a new or returning person lands on /welcome (then
 * /orders for a client with an order, else /videos); a failure
 * comes back to /auth with ?error=.
 */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: () =>
      api.call(authEndpoints.signInWithGoogle, {
        body: {
          provider: 'google',
          callbackURL: SIGNED_IN_LANDING_PATH,
          newUserCallbackURL: SIGNED_IN_LANDING_PATH,
        },
        fallbackMessage: 'Could not start signing in with Google',
      }),
  });
}
