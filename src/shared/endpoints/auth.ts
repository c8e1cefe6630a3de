import { z } from 'zod';
import {
  googleSignInSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInLinkRequestSchema,
  signInSchema,
  signUpSchema,
} from '../auth.js';
import { endpoint } from '../endpoint.js';

/**
 * better-auth's routes the web app calls (mounted under /api/auth by the server's auth module,
 * which checks each body with the same schemas and relays better-auth's own answers).
 */
export const authEndpoints = {
  signUp: endpoint({ method: 'POST', path: '/api/auth/sign-up/email', body: signUpSchema }),
  signIn: endpoint({ method: 'POST', path: '/api/auth/sign-in/email', body: signInSchema }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    // The reset page the link opens; the server keeps only the email and sets its own.
    body: requestPasswordResetSchema.extend({ redirectTo: z.string() }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
  }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', body: z.object({}) }),
  requestSignInLink: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/magic-link',
    body: signInLinkRequestSchema,
  }),
  signInWithGoogle: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/social',
    body: googleSignInSchema,
    response: z.object({ url: z.url() }),
  }),
};
