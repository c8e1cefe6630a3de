import { endpoint } from '../endpoint.js';
import {
  mailOutboxQuerySchema,
  mailOutboxResponseSchema,
  resendOutboxMailParamsSchema,
  resendOutboxMailResponseSchema,
} from '../mail.js';

/** The mail outbox (admins only). */
export const mailOutboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/mail-outbox',
    query: mailOutboxQuerySchema,
    response: mailOutboxResponseSchema,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/mail-outbox/:id/resend',
    params: resendOutboxMailParamsSchema,
    response: resendOutboxMailResponseSchema,
  }),
};
