import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLeadBodySchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  updateLeadBodySchema,
} from '@shared/crm';
import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityResponseSchema,
  createActivityBodySchema,
  sendGhlMessageBodySchema,
  sendGhlMessageResponseSchema,
  sendLeadEmailBodySchema,
  sendLeadEmailResponseSchema,
} from '@shared/crm-activities';
import { errorResponseSchema } from '@shared/errors';
import type { Database } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/index.js';
import { requireUser } from '../../platform/auth/index.js';
import { idParams, rejectInvalidRequest } from '../../platform/http/index.js';
import type { MailPort } from '../../platform/mail/index.js';
import { sendLeadEmail } from './email.js';
import { leadsCsv } from './export.js';
import { sendLeadGhlMessage } from './ghl-message.js';
import type { LeadMessenger } from './hooks.js';
import { importRoutes } from './import-routes.js';
import { CrmService } from './service.js';

export interface CrmRoutesOptions {
  database: Database;
  mail: MailPort;
  /** Where a status change is published (`lead.status_changed`). */
  events: DomainEvents;
  /** Go High Level's conversations (decision 042); absent: messages through GHL are 409. */
  messenger?: LeadMessenger;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const ghlErrors = { ...errors, 409: errorResponseSchema };

/**
 * The lead CRM's API (/api/crm/*, decision 038): a signed-in user's own leads, their
 * timelines, emailing a lead, CSV export, and importing lead files. Every query is scoped to
 * the session's user; someone else's lead answers 404 "Lead not found", admins included.
 */
export async function crmRoutes(app: FastifyInstance, options: CrmRoutesOptions): Promise<void> {
  const { database, events, messenger } = options;
  const crm = new CrmService({ database, events });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/crm/leads',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: "A page of the user's leads (50, newest first), with the dashboard's counts",
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return crm.list(user.id, request.query);
    },
  );

  routes.get(
    '/api/crm/leads/export.csv',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'The leads matching the search and status filter, as CSV (a download)',
        querystring: leadListQuerySchema.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const csv = await leadsCsv(database.db, user.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="leads.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  routes.post(
    '/api/crm/leads',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'Add a lead by hand (/crm/leads/new)',
        body: createLeadBodySchema,
        response: { 201: leadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ lead: await crm.create(user.id, request.body) });
    },
  );

  routes.get(
    '/api/crm/leads/:id',
    {
      schema: {
        tags: ['crm'],
        summary: 'One of the user’s leads',
        params: idParams,
        response: { 200: leadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { lead: await crm.get(user.id, request.params.id) };
    },
  );

  routes.patch(
    '/api/crm/leads/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'Edit a lead; a new status is recorded on its timeline',
        params: idParams,
        body: updateLeadBodySchema,
        response: { 200: leadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return { lead: await crm.update(user.id, request.params.id, request.body) };
    },
  );

  routes.delete(
    '/api/crm/leads/:id',
    {
      schema: {
        tags: ['crm'],
        summary: 'Delete a lead and its timeline',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await crm.remove(user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/crm/leads/:id/activities',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: "A lead's timeline: the 20 newest activities, or the 20 before `before`",
        params: idParams,
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return crm.activities(user.id, request.params.id, request.query.before);
    },
  );

  routes.post(
    '/api/crm/leads/:id/activities',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'Log a call, email, note or meeting on a lead’s timeline',
        params: idParams,
        body: createActivityBodySchema,
        response: { 201: activityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const activity = await crm.logActivity(user.id, request.params.id, request.body);
      return reply.code(201).send({ activity });
    },
  );

  routes.post(
    '/api/crm/leads/:id/email',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary:
          'Email the lead through the app’s mailer; logged on its timeline, a new lead becomes contacted',
        params: idParams,
        body: sendLeadEmailBodySchema,
        response: { 200: sendLeadEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return sendLeadEmail(
        { database, mail: options.mail, crm },
        user.id,
        request.params.id,
        request.body,
      );
    },
  );

  routes.post(
    '/api/crm/leads/:id/ghl-message',
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary:
          'Message the lead through Go High Level (contact upserted, then the message); each call is on its timeline',
        params: idParams,
        body: sendGhlMessageBodySchema,
        response: { 200: sendGhlMessageResponseSchema, ...ghlErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      return sendLeadGhlMessage(
        { database, crm, messenger },
        user.id,
        request.params.id,
        request.body,
      );
    },
  );

  await app.register(importRoutes, { database });
}
