import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lead } from '@shared/crm';
import type { Activity } from '@shared/crm-activities';
import type { FreeSlotsResponse } from '@shared/gohighlevel';
import { GoHighLevelFake, type FakeLocation } from '../../../../test/fakes/gohighlevel-fake.js';
import { ghlClient, type GhlClient } from '../../../../test/fixtures/gohighlevel.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { crmClient } from '../crm/testing.js';

/**
 * Go High Level's follow-ups on CRM leads (decision 042) against a local fake of the contract
 * (vendors.md section 7): the opportunity made once, even for two status changes at once, and
 * marked won once; a message through conversations (contact upserted, then the message); the
 * calendar's free slots; GHL's refusals on the timeline with the status kept; and the
 * lead.status_changed integration event.
 */

const TOKEN = 'pit-crm-follow-ups-token-0123';
let location: FakeLocation;
let fake: GoHighLevelFake;
let t: TestApp;
let ghl: GhlClient;
let locationSeq = 0;

beforeAll(async () => {
  fake = await GoHighLevelFake.start();
  t = await createTestApp({
    sessions: 'header',
    env: { GHL_API_BASE_URL: fake.baseUrl, WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  ghl = ghlClient(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  // Each test its own location: contacts and opportunities of one do not meet another's.
  location = fake.addLocation(TOKEN, {
    id: `locCrm${++locationSeq}`,
    name: 'Studio North',
    calendars: [{ id: `cal${locationSeq}`, name: 'Consultations' }],
    pipelines: [{ id: 'pipeLeads', name: 'Design leads' }],
  });
  return () => expect(fake.violations).toEqual([]);
});

async function connected(
  features: Partial<Record<'opportunities' | 'conversations' | 'calendar', object>>,
) {
  const userId = await ghl.newUser();
  expect((await ghl.connect(userId, { apiKey: TOKEN, locationId: location.id })).statusCode).toBe(
    200,
  );
  for (const [type, settings] of Object.entries(features)) {
    const saved = await ghl.save(userId, type, { settings, enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const crm = crmClient(t, userId);
  const lead = await crm.created({
    businessName: 'Nook Interiors',
    email: 'hello@nook.example',
    phone: '+1 512 200 0042',
    website: 'https://nook.example',
  });
  return { userId, crm, lead };
}

type Crm = ReturnType<typeof crmClient>;
const readLead = async (crm: Crm, id: string) =>
  (await crm.get(`/api/crm/leads/${id}`)).json<{ lead: Lead }>().lead;
const timeline = async (crm: Crm, id: string) =>
  (await crm.get(`/api/crm/leads/${id}/activities`))
    .json<{ activities: Activity[] }>()
    .activities.reverse();
const ghlEntries = async (crm: Crm, id: string) =>
  (await timeline(crm, id)).filter((a) => a.activityType === 'gohighlevel');
const setStatus = (crm: Crm, id: string, leadStatus: string) => crm.patch(id, { leadStatus });
/** GHL's requests from now on (the fake serves every test). */
function requestsFromNow() {
  const mark = fake.requests.entries.length;
  return (step?: string) =>
    fake.requests.entries.slice(mark).filter((r) => step === undefined || r.step === step);
}

describe('opportunities', () => {
  it('qualified upserts the contact, then makes the opportunity once; converted marks it won once', async () => {
    const { crm, lead } = await connected({
      opportunities: { pipelineId: 'pipeLeads', monetaryValue: 1500 },
    });
    const sent = requestsFromNow();
    const qualified = await setStatus(crm, lead.id, 'qualified');
    expect(qualified.statusCode).toBe(200);
    // The answer is the lead as the follow-up left it: the page shows the opportunity at once.
    expect(qualified.json<{ lead: Lead }>().lead).toMatchObject({
      leadStatus: 'qualified',
      ghlOpportunityId: location.opportunities[0]?.id,
      ghlOpportunityStatus: 'open',
    });

    const steps = sent()
      .filter((r) => r.step === 'contact' || r.step === 'opportunity')
      .map((r) => r.step);
    expect(steps).toEqual(['contact', 'opportunity']);
    const [contact] = location.contacts;
    expect(contact).toMatchObject({ email: 'hello@nook.example', companyName: 'Nook Interiors' });
    expect(location.opportunities).toEqual([
      expect.objectContaining({
        pipelineId: 'pipeLeads',
        contactId: contact!.id,
        name: 'Nook Interiors',
        status: 'open',
        monetaryValue: 1500,
      }),
    ]);
    const opportunityId = location.opportunities[0]!.id;
    expect(await readLead(crm, lead.id)).toMatchObject({
      ghlContactId: contact!.id,
      ghlOpportunityId: opportunityId,
      ghlOpportunityStatus: 'open',
    });

    // Back and forth: no second opportunity. Converted: marked won, once.
    await setStatus(crm, lead.id, 'lost');
    await setStatus(crm, lead.id, 'qualified');
    await setStatus(crm, lead.id, 'converted');
    await setStatus(crm, lead.id, 'qualified');
    await setStatus(crm, lead.id, 'converted');
    expect(location.opportunities).toHaveLength(1);
    expect(location.opportunities[0]!.status).toBe('won');
    expect(sent('opportunityStatus')).toHaveLength(1);
    expect(sent('opportunityStatus')[0]!.path).toBe(`/opportunities/${opportunityId}/status`);
    expect((await readLead(crm, lead.id)).ghlOpportunityStatus).toBe('won');

    const entries = await ghlEntries(crm, lead.id);
    expect(entries.map((e) => [e.subject, e.details.result])).toEqual([
      ['Go High Level: contact created (opportunity)', 'ok'],
      ['Go High Level: opportunity created (open)', 'ok'],
      ['Go High Level: opportunity marked won', 'ok'],
    ]);
    expect(entries[1]!.outcome).toBe(`Opportunity ${opportunityId} in pipeline pipeLeads`);
  });

  it('two requests setting qualified at the same time make one opportunity', async () => {
    const { crm, lead } = await connected({ opportunities: { pipelineId: 'pipeLeads' } });
    const answers = await Promise.all([
      setStatus(crm, lead.id, 'qualified'),
      setStatus(crm, lead.id, 'qualified'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(location.opportunities).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(await readLead(crm, lead.id)).toMatchObject({
      leadStatus: 'qualified',
      ghlOpportunityId: location.opportunities[0]!.id,
      ghlOpportunityStatus: 'open',
    });
  });

  it('qualified and converted at the same time: one opportunity, won when the lead ends converted', async () => {
    const { crm, lead } = await connected({ opportunities: { pipelineId: 'pipeLeads' } });
    const answers = await Promise.all([
      setStatus(crm, lead.id, 'qualified'),
      setStatus(crm, lead.id, 'converted'),
      setStatus(crm, lead.id, 'qualified'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(location.opportunities).toHaveLength(1);
    // Which change commits last is the database's choice; what is stored always agrees with
    // GHL, and a lead that ends converted has its opportunity won.
    const final = await readLead(crm, lead.id);
    const [opportunity] = location.opportunities;
    expect(final.ghlOpportunityId).toBe(opportunity!.id);
    expect(final.ghlOpportunityStatus).toBe(opportunity!.status);
    if (final.leadStatus === 'converted') expect(opportunity!.status).toBe('won');
    // Converted once more: won, whatever the order was.
    await setStatus(crm, lead.id, 'converted');
    expect(location.opportunities).toEqual([expect.objectContaining({ status: 'won' })]);
    expect((await readLead(crm, lead.id)).ghlOpportunityStatus).toBe('won');
  });

  it('a change while the opportunity is being made leaves it to that one, which marks it won', async () => {
    const { crm, lead } = await connected({ opportunities: { pipelineId: 'pipeLeads' } });
    const sent = requestsFromNow();
    const held = fake.holdNext('opportunity');
    const first = setStatus(crm, lead.id, 'qualified');
    await held.reached;
    // The opportunity is in flight: this change finds it claimed and makes none.
    expect((await setStatus(crm, lead.id, 'converted')).statusCode).toBe(200);
    expect(sent('opportunity')).toHaveLength(1);
    held.release();
    expect((await first).statusCode).toBe(200);

    expect(location.opportunities).toHaveLength(1);
    expect(location.opportunities[0]!.status).toBe('won');
    expect(sent('opportunityStatus')).toHaveLength(1);
    expect(await readLead(crm, lead.id)).toMatchObject({
      leadStatus: 'converted',
      ghlOpportunityId: location.opportunities[0]!.id,
      ghlOpportunityStatus: 'won',
    });
  });

  it('GHL refusing keeps the status, writes the reason, and the next change tries again', async () => {
    const { crm, lead } = await connected({ opportunities: { pipelineId: 'pipeLeads' } });
    fake.failNext('opportunity', 503);
    const answer = await setStatus(crm, lead.id, 'qualified');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ lead: Lead }>().lead).toMatchObject({
      leadStatus: 'qualified',
      ghlOpportunityId: null,
    });
    const failed = (await ghlEntries(crm, lead.id)).at(-1)!;
    expect(failed).toMatchObject({
      subject: 'Go High Level: opportunity not created',
      outcome: 'Go High Level had a temporary problem (HTTP 503). We will try again.',
      details: { call: 'POST /opportunities/', result: 'failed', kind: 'trouble', status: '503' },
    });
    expect(JSON.stringify(await timeline(crm, lead.id))).not.toContain(TOKEN);

    await setStatus(crm, lead.id, 'converted');
    expect(location.opportunities).toEqual([expect.objectContaining({ status: 'won' })]);
    expect((await readLead(crm, lead.id)).ghlOpportunityStatus).toBe('won');
  });

  it('a refused key: the status stays, the connection asks for a reconnect', async () => {
    const { userId, crm, lead } = await connected({ opportunities: { pipelineId: 'pipeLeads' } });
    fake.failNext('contact', 401);
    expect((await setStatus(crm, lead.id, 'qualified')).statusCode).toBe(200);
    expect((await readLead(crm, lead.id)).leadStatus).toBe('qualified');
    expect((await ghlEntries(crm, lead.id)).at(-1)).toMatchObject({
      subject: 'Go High Level: contact not saved (opportunity)',
      details: { result: 'failed', kind: 'credentials', status: '401' },
    });
    const features = (await ghl.features(userId)).json<{ connection: { status: string } }>();
    expect(features.connection.status).toBe('reconnect_needed');
    // Later changes say why nothing was made, without calling GHL.
    const calls = fake.requests.entries.length;
    await setStatus(crm, lead.id, 'converted');
    expect(fake.requests.entries.length).toBe(calls);
    expect((await ghlEntries(crm, lead.id)).at(-1)!.outcome).toMatch(/^Reconnect Go High Level/);
  });

  it('with opportunities off, a status change calls GHL for nothing', async () => {
    const { crm, lead } = await connected({});
    const calls = fake.requests.entries.length;
    await setStatus(crm, lead.id, 'converted');
    expect(fake.requests.entries.length).toBe(calls);
    expect(await ghlEntries(crm, lead.id)).toEqual([]);
  });
});

describe('conversations', () => {
  const message = (crm: Crm, id: string, body: object) =>
    crm.post(`/api/crm/leads/${id}/ghl-message`, body as Record<string, unknown>);

  it('upserts the contact, then sends the message; on the timeline; a new lead becomes contacted', async () => {
    const { crm, lead } = await connected({ conversations: {} });
    const sent = requestsFromNow();
    const answer = await message(crm, lead.id, {
      type: 'Email',
      subject: 'Short videos for Nook',
      message: 'Hello from Reelcast',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      sent: true,
      message: 'Message sent through Go High Level',
      lead: { leadStatus: 'contacted', ghlContactId: location.contacts[0]!.id },
    });
    const order = sent()
      .filter((r) => r.step === 'contact' || r.step === 'message')
      .map((r) => [r.step, r.headers.version]);
    expect(order).toEqual([
      ['contact', '2021-07-28'],
      ['message', '2021-04-15'],
    ]);
    expect(location.messages).toEqual([
      expect.objectContaining({
        type: 'Email',
        contactId: location.contacts[0]!.id,
        subject: 'Short videos for Nook',
        message: 'Hello from Reelcast',
      }),
    ]);
    const entries = await timeline(crm, lead.id);
    expect(entries.map((e) => e.subject)).toEqual([
      'Go High Level: contact created (message)',
      'Go High Level: message sent (Email: Short videos for Nook)',
      'Status changed from New to Contacted',
    ]);
    expect(entries[1]).toMatchObject({
      message: 'Hello from Reelcast',
      outcome: `Sent (message ${location.messages[0]!.id})`,
    });

    // An SMS to the same contact: upserted again (GHL matches it), no second contact.
    const sms = await message(crm, lead.id, { type: 'SMS', message: 'Quick one' });
    expect(sms.json()).toMatchObject({ sent: true });
    expect(location.contacts).toHaveLength(1);
    expect(location.messages.at(-1)).toMatchObject({ type: 'SMS', message: 'Quick one' });
  });

  it('GHL refusing the message: not sent, on the timeline with the reason, the status kept', async () => {
    const { crm, lead } = await connected({ conversations: {} });
    fake.failNext('message', 422);
    const answer = await message(crm, lead.id, { type: 'SMS', message: 'Hi' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ sent: false, lead: { leadStatus: 'new' } });
    expect((await ghlEntries(crm, lead.id)).at(-1)).toMatchObject({
      subject: 'Go High Level: message not sent (SMS)',
      outcome: expect.stringMatching(/^Go High Level refused the request: /),
      details: { result: 'failed', status: '422' },
    });
  });

  it('refuses when conversations are off, and checks the body', async () => {
    const { crm, lead } = await connected({});
    const off = await message(crm, lead.id, { type: 'SMS', message: 'Hi' });
    expect([off.statusCode, off.json()]).toEqual([
      409,
      { error: 'Turn on Go High Level conversations first' },
    ]);
    const noSubject = await message(crm, lead.id, { type: 'Email', message: 'Hi' });
    expect([noSubject.statusCode, noSubject.json()]).toEqual([
      400,
      { error: 'Please enter a subject' },
    ]);
    const other = crmClient(t, await ghl.newUser());
    const notYours = await message(other, lead.id, { type: 'SMS', message: 'Hi' });
    expect([notYours.statusCode, notYours.json()]).toEqual([404, { error: 'Lead not found' }]);
  });
});

describe('the calendar’s free slots', () => {
  const slotsOf = async (userId: string, timezone?: string) => {
    const query = timezone ? `?timezone=${encodeURIComponent(timezone)}` : '';
    const response = await ghl.send(userId, 'GET', `/api/gohighlevel/calendar/free-slots${query}`);
    return { status: response.statusCode, body: response.json<FreeSlotsResponse>() };
  };

  it('answers the next free slots of the chosen calendar, soonest first', async () => {
    const { userId } = await connected({ calendar: { calendarId: `cal${locationSeq}` } });
    const hour = 3600 * 1000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const now = Date.now();
    const past = iso(now - 24 * hour);
    const soon = [iso(now + 2 * hour), iso(now + 26 * hour), iso(now + 50 * hour)];
    const tooFar = iso(now + 10 * 24 * hour);
    // GHL's shape: one key per day, holding that day's slots.
    const byDay: Record<string, string[]> = {};
    for (const slot of [tooFar, ...soon, past]) (byDay[slot.slice(0, 10)] ??= []).push(slot);
    location.freeSlots[`cal${locationSeq}`] = byDay;
    const { status, body } = await slotsOf(userId, 'Europe/Berlin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ enabled: true, timezone: 'Europe/Berlin', error: null });
    expect(body.slots).toEqual(soon);
    const [request] = fake.requests.of('freeSlots').slice(-1);
    expect(request!.headers.version).toBe('2021-04-15');
    expect(request!.query.get('timezone')).toBe('Europe/Berlin');
    expect(Number(request!.query.get('endDate')) - Number(request!.query.get('startDate'))).toBe(
      7 * 24 * hour,
    );
  });

  it('says why there are none: off, GHL’s trouble, an unknown zone', async () => {
    const off = await connected({});
    expect((await slotsOf(off.userId)).body).toMatchObject({
      enabled: false,
      slots: [],
      error: 'The calendar is off in Go High Level settings.',
    });
    const on = await connected({ calendar: { calendarId: `cal${locationSeq}` } });
    fake.failNext('freeSlots', 500);
    expect(await slotsOf(on.userId)).toMatchObject({
      status: 200,
      body: { enabled: true, slots: [], error: expect.stringMatching(/HTTP 500/) },
    });
    expect(await slotsOf(on.userId, 'Mars/Olympus')).toMatchObject({
      status: 400,
      body: { error: 'Unknown time zone' },
    });
  });
});

describe('lead.status_changed', () => {
  it('is an integration event of every status change, in its transaction', async () => {
    const { userId, crm, lead } = await connected({});
    const saved = await ghl.save(userId, 'webhook', {
      settings: { webhookUrl: 'http://127.0.0.1:9/hooks' },
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await setStatus(crm, lead.id, 'contacted');
    const { deliveries } = (await ghl.deliveries(userId, 'webhook')).json<{
      deliveries: { eventType: string }[];
    }>();
    expect(deliveries.map((d) => d.eventType)).toEqual(['lead.status_changed']);
    const [row] = await t.database.db.query.webhookDeliveries.findMany({
      where: (d, { eq }) => eq(d.userId, userId),
    });
    expect((row!.payload as { data: unknown }).data).toEqual({
      leadId: lead.id,
      status: 'contacted',
      previousStatus: 'new',
    });
  });
});
