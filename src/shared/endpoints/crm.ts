import { z } from 'zod';
import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  createActivityBodySchema,
  sendGhlMessageBodySchema,
  sendGhlMessageResponseSchema,
  sendLeadEmailBodySchema,
  sendLeadEmailResponseSchema,
} from '../crm-activities.js';
import {
  createLeadBodySchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  updateLeadBodySchema,
} from '../crm.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';

/** The lead CRM's routes: leads, their activities and messages (signed-in users). */
export const crmEndpoints = {
  listLeads: endpoint({
    method: 'GET',
    path: '/api/crm/leads',
    query: leadListQuerySchema,
    response: leadListResponseSchema,
  }),
  exportLeads: endpoint({
    method: 'GET',
    path: '/api/crm/leads/export.csv',
    query: leadListQuerySchema.omit({ page: true }),
    response: z.string(),
  }),
  createLead: endpoint({
    method: 'POST',
    path: '/api/crm/leads',
    body: createLeadBodySchema,
    status: 201,
    response: leadResponseSchema,
  }),
  getLead: endpoint({
    method: 'GET',
    path: '/api/crm/leads/:id',
    params: idParams,
    response: leadResponseSchema,
  }),
  updateLead: endpoint({
    method: 'PATCH',
    path: '/api/crm/leads/:id',
    params: idParams,
    body: updateLeadBodySchema,
    response: leadResponseSchema,
  }),
  removeLead: endpoint({
    method: 'DELETE',
    path: '/api/crm/leads/:id',
    params: idParams,
    status: 204,
    response: z.null(),
  }),
  listActivities: endpoint({
    method: 'GET',
    path: '/api/crm/leads/:id/activities',
    params: idParams,
    query: activityListQuerySchema,
    response: activityListResponseSchema,
  }),
  logActivity: endpoint({
    method: 'POST',
    path: '/api/crm/leads/:id/activities',
    params: idParams,
    body: createActivityBodySchema,
    status: 201,
    response: activityResponseSchema,
  }),
  sendEmail: endpoint({
    method: 'POST',
    path: '/api/crm/leads/:id/email',
    params: idParams,
    body: sendLeadEmailBodySchema,
    response: sendLeadEmailResponseSchema,
  }),
  sendGhlMessage: endpoint({
    method: 'POST',
    path: '/api/crm/leads/:id/ghl-message',
    params: idParams,
    body: sendGhlMessageBodySchema,
    response: sendGhlMessageResponseSchema,
  }),
};
