import { endpoint } from '../endpoint.js';
import {
  approveSubmissionBodySchema,
  approveSubmissionResponseSchema,
  rejectSubmissionBodySchema,
  submissionListQuerySchema,
  submissionListSchema,
  submissionMessageSchema,
  submissionSettingsSchema,
} from '../submissions.js';

/** Client submissions: the public intake form and the admins' review. */
export const submissionEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/submissions/settings',
    response: submissionSettingsSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/submissions',
    multipart: true,
    response: submissionMessageSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/submissions',
    query: submissionListQuerySchema,
    response: submissionListSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/submissions/approve',
    body: approveSubmissionBodySchema,
    response: approveSubmissionResponseSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/submissions/reject',
    body: rejectSubmissionBodySchema,
    response: submissionMessageSchema,
  }),
};
