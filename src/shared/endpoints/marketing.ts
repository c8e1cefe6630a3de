import { endpoint } from '../endpoint.js';
import {
  exitLeadSchema,
  marketingSignupsResponseSchema,
  waitlistSignupResponseSchema,
  waitlistSignupSchema,
} from '../marketing.js';

/** The public marketing forms and the admins' list of what they collected. */
export const marketingEndpoints = {
  waitlist: endpoint({
    method: 'POST',
    path: '/api/marketing/waitlist',
    body: waitlistSignupSchema,
    response: waitlistSignupResponseSchema,
  }),
  exitLeads: endpoint({
    method: 'POST',
    path: '/api/marketing/exit-leads',
    body: exitLeadSchema,
    response: waitlistSignupResponseSchema,
  }),
  signups: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/signups',
    response: marketingSignupsResponseSchema,
  }),
};
