import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { type Activity } from '@shared/crm-activities';
import { createTestApp, TEST_ROLES_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { listOutbox } from '../../platform/mail/outbox-repo.js';
import { DomainBus, type DomainEvent } from '../../platform/events/domain-bus.js';
import { listActivities } from './repo.js';
import { CrmService } from './service.js';
import { as, crmClient } from './testing.js';

/**
 * The lead CRM's API on the full app: validation in the spec's words, per-user scope (another
 * user, an admin: 404), the dashboard's counts, search and paging, the timeline, email through
 * the outbox and the status path with its domain event, and the CSV export.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
});
afterAll(() => t.close());

const newUser = async () => (await insertUser(t.database.db)).id;

describe('leads', () => {
  it('creates, reads and edits every field, refusing bad values with nothing changed', async () => {
    const crm = crmClient(t, await newUser());
    const lead = await crm.created({
      businessName: '  Nook Interiors ',
      website: 'https://nook.example',
    });
    expect(lead).toMatchObject({
      businessName: 'Nook Interiors',
      leadStatus: 'new',
      priority: 'medium',
    });

    for (const [body, error] of [
      [{ businessName: '' }, 'Please enter a business name'],
      [{ rating: 5.5 }, 'Rating must be from 0 to 5'],
      [{ completionPercentage: 101 }, 'Completion must be from 0 to 100'],
      [{ priority: 'urgent' }, 'Priority must be high, medium or low'],
      [{ leadStatus: 'won' }, 'Status must be one of the six lead statuses'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ website: 'javascript:alert(1)' }, 'The website must be a web address (https://…)'],
      [{}, 'Nothing to update'],
    ] as const) {
      const response = await crm.patch(lead.id, body);
      expect([response.statusCode, response.json()]).toEqual([400, { error }]);
    }
    expect((await crm.get(`/api/crm/leads/${lead.id}`)).json<{ lead: Lead }>().lead).toEqual(lead);

    const edited = await crm.patch(lead.id, {
      googleMapsUrl: 'https://maps.google.com/?cid=42',
      rating: 4.5,
      reviewCount: 10,
      address: '1 Main St',
      phone: '555 0100 200',
      email: 'hi@nook.example',
      claimStatus: 'claimed',
      completionPercentage: 90,
      instagramUrl: 'https://instagram.com/nook',
      linkedinUrl: null,
      youtubeUrl: '',
      suggestedServices: ['Reels'],
      aiMessage: 'Hello\nthere',
      priority: 'high',
      tags: ['warm'],
      notes: 'Met at a fair',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ lead: Lead }>().lead).toMatchObject({
      rating: 4.5,
      claimStatus: 'claimed',
      youtubeUrl: null,
      tags: ['warm'],
      priority: 'high',
    });
  });

  it('answers 404 "Lead not found" for someone else’s lead, an admin’s look and bad ids', async () => {
    const owner = crmClient(t, await newUser());
    const lead = await owner.created({ businessName: 'Private Design', email: 'p@x.example' });
    await owner.post(`/api/crm/leads/${lead.id}/activities`, {
      activityType: 'note',
      subject: 'x',
    });
    const other = await newUser();
    const admin = await newUser();
    const requests = [
      { method: 'GET' as const, url: `/api/crm/leads/${lead.id}` },
      { method: 'PATCH' as const, url: `/api/crm/leads/${lead.id}`, payload: { notes: 'mine' } },
      { method: 'DELETE' as const, url: `/api/crm/leads/${lead.id}` },
      { method: 'GET' as const, url: `/api/crm/leads/${lead.id}/activities` },
      {
        method: 'POST' as const,
        url: `/api/crm/leads/${lead.id}/activities`,
        payload: { activityType: 'note', subject: 'x' },
      },
      {
        method: 'POST' as const,
        url: `/api/crm/leads/${lead.id}/email`,
        payload: { subject: 's', message: 'm' },
      },
    ];
    for (const headers of [as(other), { ...as(admin), [TEST_ROLES_HEADER]: 'admin' }]) {
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers });
        expect([request.url, response.statusCode, response.json()]).toEqual([
          request.url,
          404,
          { error: CRM_MESSAGES.notFound },
        ]);
      }
      expect((await t.app.inject({ url: '/api/crm/leads', headers })).json()).toMatchObject({
        total: 0,
      });
    }
    expect((await owner.get('/api/crm/leads/not-a-uuid')).statusCode).toBe(404);
    const timeline = (await owner.get(`/api/crm/leads/${lead.id}/activities`)).json<{
      activities: Activity[];
    }>();
    expect(timeline.activities.map((a) => a.subject)).toEqual(['x']);
    expect(
      (await owner.get(`/api/crm/leads/${lead.id}`)).json<{ lead: Lead }>().lead.notes,
    ).toBeNull();
  });

  it('counts In Progress as contacted + responded + qualified, and filters and searches', async () => {
    const crm = crmClient(t, await newUser());
    const statuses = [
      'new',
      'new',
      'contacted',
      'responded',
      'qualified',
      'converted',
      'lost',
    ] as const;
    for (const [i, leadStatus] of statuses.entries()) {
      await crm.created({
        businessName: `Studio ${i}`,
        leadStatus,
        phone: `(512) 555-01${i}0`,
        website: `https://s${i}.example`,
      });
    }
    const all = await crm.leads();
    expect(all.stats).toMatchObject({ total: 7, new: 2, inProgress: 3, converted: 1 });
    expect(all.leads.map((l) => l.businessName)).toEqual(
      statuses.map((_, i) => `Studio ${i}`).reverse(),
    );
    expect((await crm.leads({ status: 'qualified' })).leads.map((l) => l.businessName)).toEqual([
      'Studio 4',
    ]);
    expect((await crm.leads({ search: 'STUDIO 3' })).total).toBe(1);
    expect((await crm.leads({ search: '5125550150' })).leads[0]?.businessName).toBe('Studio 5');
    expect((await crm.leads({ search: 's6.example' })).leads[0]?.businessName).toBe('Studio 6');
    // LIKE's wildcards typed in a search are plain characters ('%' alone would match all).
    expect((await crm.leads({ search: '%' })).total).toBe(0);
    expect((await crm.leads({ search: 'studio_' })).total).toBe(0);
    await crm.created({ businessName: '100% Design_Co' });
    expect((await crm.leads({ search: '0% design_' })).leads.map((l) => l.businessName)).toEqual([
      '100% Design_Co',
    ]);
    expect((await crm.list({ status: 'won' })).statusCode).toBe(400);
    expect((await crm.list({ page: '0' })).statusCode).toBe(400);
  });

  it('pages 50 at a time', async () => {
    const crm = crmClient(t, await newUser());
    for (let i = 0; i < 55; i += 1) await crm.created({ businessName: `Lead ${i}` });
    const first = await crm.leads();
    const second = await crm.leads({ page: '2' });
    expect([first.leads.length, second.leads.length, first.total]).toEqual([50, 5, 55]);
    expect(second.leads.at(-1)?.businessName).toBe('Lead 0');
  });
});

describe('the timeline and the status path', () => {
  it('shows the 20 newest activities, then the older ones', async () => {
    const crm = crmClient(t, await newUser());
    const lead = await crm.created({ businessName: 'Busy Design' });
    for (let i = 0; i < 25; i += 1) {
      const r = await crm.post(`/api/crm/leads/${lead.id}/activities`, {
        activityType: 'call',
        subject: `Call ${i}`,
      });
      expect(r.statusCode).toBe(201);
    }
    const url = `/api/crm/leads/${lead.id}/activities`;
    const first = (await crm.get(url)).json<{ activities: Activity[]; hasMore: boolean }>();
    expect(first.activities).toHaveLength(20);
    expect(first.activities[0]?.subject).toBe('Call 24');
    expect(first.hasMore).toBe(true);
    const older = (await crm.get(url, { before: first.activities.at(-1)!.id })).json<{
      activities: Activity[];
      hasMore: boolean;
    }>();
    expect(older.activities.map((a) => a.subject)).toEqual([
      'Call 4',
      'Call 3',
      'Call 2',
      'Call 1',
      'Call 0',
    ]);
    expect(older.hasMore).toBe(false);
    const bad = await crm.post(url, { activityType: 'status_change', subject: 'forged' });
    expect(bad.statusCode).toBe(400);
  });

  it('emails a lead through the outbox, logs it and moves a new lead to contacted', async () => {
    const crm = crmClient(t, await newUser());
    const lead = await crm.created({
      businessName: 'Mail Design',
      email: 'owner@mail-design.example',
    });
    const sent = await crm.post(`/api/crm/leads/${lead.id}/email`, {
      subject: 'Videos',
      message: 'Hello!',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      delivered: true,
      transport: 'outbox',
      lead: { leadStatus: 'contacted' },
    });
    const [mail] = await listOutbox(t.database, 1);
    expect(mail).toMatchObject({
      to: 'owner@mail-design.example',
      subject: 'Videos',
      text: 'Hello!',
      kind: 'crm_outreach',
    });
    const timeline = (await crm.get(`/api/crm/leads/${lead.id}/activities`)).json<{
      activities: Activity[];
    }>();
    expect(timeline.activities.map((a) => [a.activityType, a.details])).toEqual([
      ['status_change', { from: 'new', to: 'contacted' }],
      ['email', { to: 'owner@mail-design.example', delivery: 'stored' }],
    ]);
    // A second email leaves the status alone.
    await crm.post(`/api/crm/leads/${lead.id}/email`, { subject: 'Again', message: 'Hi' });
    const after = (await crm.get(`/api/crm/leads/${lead.id}/activities`)).json<{
      activities: Activity[];
    }>();
    expect(after.activities.map((a) => a.activityType)).toEqual([
      'email',
      'status_change',
      'email',
    ]);

    const noEmail = await crm.created({ businessName: 'No Mail' });
    const refused = await crm.post(`/api/crm/leads/${noEmail.id}/email`, {
      subject: 's',
      message: 'm',
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: CRM_MESSAGES.noEmail }]);
  });

  it('changes status in one place: a timeline entry, then every after-commit subscriber, even after one fails', async () => {
    const userId = await newUser();
    const lead = await crmClient(t, userId).created({ businessName: 'Hooked Design' });
    const seen: DomainEvent<'lead.status_changed'>[] = [];
    const newestEntries: (string | null | undefined)[] = [];
    const failures: string[] = [];
    const events = new DomainBus({ onAfterCommitError: (error) => failures.push(String(error)) })
      .subscribe({
        event: 'lead.status_changed',
        // In the change's transaction: its timeline entry is already written.
        inTransaction: async (tx, change) => {
          newestEntries.push((await listActivities(tx, change.lead.id, 1))[0]?.subject);
        },
      })
      .subscribe({
        event: 'lead.status_changed',
        afterCommit: async () => {
          throw new Error('Go High Level is down');
        },
      })
      .subscribe({
        event: 'lead.status_changed',
        afterCommit: async (change) => {
          seen.push(change);
        },
      });
    const crm = new CrmService({ database: t.database, events });
    for (const status of [
      'contacted',
      'contacted',
      'responded',
      'qualified',
      'converted',
    ] as const) {
      await crm.changeLeadStatus(userId, lead.id, status);
    }
    expect(seen.map((c) => `${c.from}→${c.to}`)).toEqual([
      'new→contacted',
      'contacted→responded',
      'responded→qualified',
      'qualified→converted',
    ]);
    expect(failures).toHaveLength(4);
    expect(seen[0]?.lead.leadStatus).toBe('contacted');
    expect(newestEntries).toEqual([
      'Status changed from New to Contacted',
      'Status changed from Contacted to Responded',
      'Status changed from Responded to Qualified',
      'Status changed from Qualified to Converted',
    ]);
    const timeline = await crm.activities(userId, lead.id);
    expect(timeline.activities.map((a) => a.subject)).toEqual([
      'Status changed from Qualified to Converted',
      'Status changed from Responded to Qualified',
      'Status changed from Contacted to Responded',
      'Status changed from New to Contacted',
    ]);
  });
});
