import { z } from 'zod';
import {
  meResponseSchema,
  sessionStatusSchema,
  setPasswordSchema,
  signInOptionsSchema,
} from '../auth.js';
import { endpoint } from '../endpoint.js';
import { sessionStatusEndpoint } from './session-status.js';

/** The session, sign-in options and the signed-in account. */
export const sessionEndpoints = {
  status: endpoint({ ...sessionStatusEndpoint, response: sessionStatusSchema }),
  signInOptions: endpoint({
    method: 'GET',
    path: '/api/sign-in-options',
    response: signInOptionsSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/me', response: meResponseSchema }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/me/password',
    body: setPasswordSchema,
    response: z.object({ status: z.literal(true) }),
  }),
};
