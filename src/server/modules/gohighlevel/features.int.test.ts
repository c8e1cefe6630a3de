import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GHL_MESSAGES,
  type GhlFeaturesResponse,
  type SaveFeatureResponse,
} from '@shared/gohighlevel';
import { ghlFeatureSettings } from '../../db/schema/index.js';
import { GoHighLevelFake } from '../../../../test/fakes/gohighlevel-fake.js';
import { ghlClient, type GhlClient } from '../../../../test/fixtures/gohighlevel.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';

/**
 * The feature-settings dialog's server (spec ghl_feature_settings; decision 037): every rule of
 * every type, the calendar and pipeline looked up in the location, the webhook's URL against
 * the outbound rules (WEBHOOK_ALLOW_PRIVATE off here), its secret shown once, the toggle, and
 * each user's settings their own.
 */

const TOKEN = 'pit-features-test-token';
const LOCATION = 'locFeatures0001';
let fake: GoHighLevelFake;
let t: TestApp;
let ghl: GhlClient;

beforeAll(async () => {
  fake = await GoHighLevelFake.start();
  fake.addLocation(TOKEN, {
    id: LOCATION,
    name: 'Studio North',
    calendars: [{ id: 'calConsult', name: 'Consultations' }],
    pipelines: [{ id: 'pipeLeads', name: 'Design leads' }],
  });
  t = await createTestApp({ sessions: 'header', env: { GHL_API_BASE_URL: fake.baseUrl } });
  ghl = ghlClient(t);
});
afterAll(async () => {
  await t.close();
  expect(fake.violations).toEqual([]);
  await fake.close();
});

async function connectedUser(): Promise<string> {
  const userId = await ghl.newUser();
  const response = await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION });
  expect(response.statusCode).toBe(200);
  return userId;
}

const rowsOf = (userId: string) =>
  t.database.db.select().from(ghlFeatureSettings).where(eq(ghlFeatureSettings.userId, userId));

describe('each type’s rules, in the shared schema’s words', () => {
  it.each([
    ['calendar', {}, 'Calendar ID is required'],
    ['calendar', { calendarId: '  ' }, 'Calendar ID is required'],
    ['calendar', { calendarId: 'cal 1' }, 'Calendar ID may only contain letters, digits, - and _'],
    ['opportunities', {}, 'Pipeline ID is required'],
    [
      'opportunities',
      { pipelineId: 'pipeLeads', monetaryValue: 'lots' },
      'Monetary value must be a number',
    ],
    [
      'opportunities',
      { pipelineId: 'pipeLeads', monetaryValue: -5 },
      'Monetary value must be 0 or more',
    ],
    [
      'opportunities',
      { pipelineId: 'pipeLeads', monetaryValue: true },
      'Monetary value must be a number',
    ],
    ['conversations', { contactId: 'a/b' }, 'Contact ID may only contain letters, digits, - and _'],
    ['social_planner', {}, 'Go High Level user ID is required'],
    [
      'social_planner',
      { userId: 'u1', platforms: 'facebook, myspace' },
      'Unknown platform: myspace. Use google, facebook, instagram, linkedin, twitter, tiktok',
    ],
    ['webhook', {}, 'Webhook URL is required'],
    ['webhook', { webhookUrl: 'not a url' }, 'Webhook URL must be a valid http(s) URL'],
    [
      'webhook',
      { webhookUrl: 'ftp://hooks.example.test/x' },
      'Webhook URL must be a valid http(s) URL',
    ],
    [
      'webhook',
      { webhookUrl: 'https://me:pw@hooks.example.test/x' },
      'Webhook URL must not contain a user name or password',
    ],
  ])('%s %j: "%s"', async (type, settings, message) => {
    const userId = await connectedUser();
    const response = await ghl.save(userId, type, { settings });
    expect([response.statusCode, response.json()]).toEqual([400, { error: message }]);
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('keeps what each type uses, normalised', async () => {
    const userId = await connectedUser();
    const cases: [string, object, object][] = [
      ['calendar', { calendarId: ' calConsult ' }, { calendarId: 'calConsult' }],
      [
        'opportunities',
        { pipelineId: 'pipeLeads', monetaryValue: '1500.50' },
        { pipelineId: 'pipeLeads', monetaryValue: 1500.5 },
      ],
      ['conversations', { contactId: '', extra: 'dropped' }, {}],
      [
        'social_planner',
        { userId: 'ghlUser1', platforms: 'Facebook, instagram,facebook' },
        { userId: 'ghlUser1', platforms: 'facebook,instagram' },
      ],
    ];
    for (const [type, settings, stored] of cases) {
      const response = await ghl.save(userId, type, { settings });
      expect([response.statusCode, response.json<SaveFeatureResponse>().message]).toEqual([
        200,
        GHL_MESSAGES.settingsSaved,
      ]);
      expect(response.json<SaveFeatureResponse>().feature).toMatchObject({
        featureType: type,
        enabled: false,
        settings: stored,
      });
    }
    expect(await rowsOf(userId)).toHaveLength(4);
  });

  it('answers 404 for a feature type that does not exist', async () => {
    const userId = await connectedUser();
    const response = await ghl.save(userId, 'email', { settings: {} });
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { error: GHL_MESSAGES.unknownFeature },
    ]);
  });
});

describe('settings that name something in the location', () => {
  it('checks the calendar and the pipeline exist there (Version per family)', async () => {
    const userId = await connectedUser();
    const calendar = await ghl.save(userId, 'calendar', { settings: { calendarId: 'calMissing' } });
    expect(calendar.json()).toEqual({ error: 'Calendar calMissing was not found in Studio North' });
    const pipeline = await ghl.save(userId, 'opportunities', { settings: { pipelineId: 'nope' } });
    expect(pipeline.json()).toEqual({ error: 'Pipeline nope was not found in Studio North' });
    expect(fake.requests.of('calendars').at(-1)!.headers.version).toBe('2021-04-15');
    expect(fake.requests.of('pipelines').at(-1)!.headers.version).toBe('2021-07-28');
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('needs a connection for those, and to turn anything on', async () => {
    const userId = await ghl.newUser();
    const calendar = await ghl.save(userId, 'calendar', { settings: { calendarId: 'calConsult' } });
    expect([calendar.statusCode, calendar.json()]).toEqual([
      409,
      { error: GHL_MESSAGES.connectFirst },
    ]);
    const on = await ghl.save(userId, 'conversations', { settings: {}, enabled: true });
    expect([on.statusCode, on.json()]).toEqual([409, { error: GHL_MESSAGES.connectFirst }]);
    const off = await ghl.save(userId, 'conversations', { settings: {} });
    expect(off.statusCode).toBe(200);
  });

  it('says so when GHL cannot be asked', async () => {
    const userId = await connectedUser();
    fake.failNext('calendars', 429);
    const response = await ghl.save(userId, 'calendar', { settings: { calendarId: 'calConsult' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(
      /^Could not check the calendar in Go High Level: Go High Level’s rate limit was reached/,
    );
  });
});

describe('the webhook', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1 is a loopback address'],
    ['https://10.1.2.3/hook', '10.1.2.3 is a private address'],
    [
      'https://169.254.169.254/latest/meta-data/',
      '169.254.169.254 is a link-local address (where cloud metadata services answer)',
    ],
    ['https://[::1]/hook', '::1 is a loopback address'],
    ['https://localhost:8443/hook', 'localhost (127.0.0.1) is a loopback address'],
    ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is a loopback address'],
  ])('refuses %s without WEBHOOK_ALLOW_PRIVATE', async (webhookUrl, says) => {
    const userId = await connectedUser();
    const response = await ghl.save(userId, 'webhook', { settings: { webhookUrl } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      `The webhook URL must point to a public address: ${says}`,
    );
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('shows the signing secret once, keeps it sealed, and replaces it when asked', async () => {
    const userId = await connectedUser();
    const settings = { webhookUrl: 'https://93.184.216.34/hooks/in' };
    const first = (await ghl.save(userId, 'webhook', { settings })).json<SaveFeatureResponse>();
    expect(first.signingSecret).toMatch(/^whsec_[\w-]{43}$/);
    expect(first.feature).toMatchObject({ hasSigningSecret: true, settings });
    const again = (await ghl.save(userId, 'webhook', { settings })).json<SaveFeatureResponse>();
    expect(again.signingSecret).toBeUndefined();
    const rotated = (
      await ghl.save(userId, 'webhook', { settings, rotateSecret: true })
    ).json<SaveFeatureResponse>();
    expect(rotated.signingSecret).toMatch(/^whsec_/);
    expect(rotated.signingSecret).not.toBe(first.signingSecret);

    const [row] = await rowsOf(userId);
    expect(row!.webhookSecret).toMatch(/^v1\./);
    expect(
      t.secrets.open(row!.webhookSecret!, `ghl_feature_settings.webhook_secret:${row!.id}`),
    ).toBe(rotated.signingSecret);
    const listed = (await ghl.features(userId)).body;
    for (const secret of [first.signingSecret!, rotated.signingSecret!, row!.webhookSecret!]) {
      expect(listed).not.toContain(secret);
    }
  });
});

describe('the toggle', () => {
  it('turns on only saved settings with a connection; off always works', async () => {
    const userId = await ghl.newUser();
    const unsaved = await ghl.toggle(userId, 'conversations', true);
    expect([unsaved.statusCode, unsaved.json()]).toEqual([
      409,
      { error: GHL_MESSAGES.saveSettingsFirst },
    ]);
    const offUnsaved = await ghl.toggle(userId, 'conversations', false);
    expect(offUnsaved.json()).toMatchObject({ feature: { enabled: false, settings: null } });
    await ghl.save(userId, 'conversations', { settings: { contactId: 'c1' } });
    const unconnected = await ghl.toggle(userId, 'conversations', true);
    expect(unconnected.json()).toEqual({ error: GHL_MESSAGES.connectFirst });
    await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION });
    const on = await ghl.toggle(userId, 'conversations', true);
    expect(on.json()).toMatchObject({ feature: { featureType: 'conversations', enabled: true } });
    const bad = await ghl.send(userId, 'PATCH', '/api/gohighlevel/features/conversations', {
      enabled: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('lets nobody else read or change a user’s settings or deliveries', async () => {
    const owner = await connectedUser();
    await ghl.save(owner, 'conversations', {
      settings: { contactId: 'ownerContact' },
      enabled: true,
    });
    await ghl.save(owner, 'webhook', { settings: { webhookUrl: 'https://93.184.216.34/owner' } });
    const other = await ghl.newUser();

    const theirs = (await ghl.features(other)).json<GhlFeaturesResponse>();
    expect(theirs.connection).toBeNull();
    expect(theirs.features.every((feature) => feature.settings === null)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('ownerContact');
    // Their toggle and save change their own rows only.
    expect((await ghl.toggle(other, 'conversations', false)).statusCode).toBe(200);
    expect(
      (await ghl.save(other, 'conversations', { settings: { contactId: 'mine' } })).statusCode,
    ).toBe(200);
    expect((await ghl.deliveries(other)).json()).toEqual({ deliveries: [] });
    const mine = (await ghl.features(owner)).json<GhlFeaturesResponse>();
    expect(mine.features[2]).toMatchObject({
      enabled: true,
      settings: { contactId: 'ownerContact' },
    });
    expect(mine.features[4]).toMatchObject({
      settings: { webhookUrl: 'https://93.184.216.34/owner' },
    });

    for (const response of [
      await ghl.features(null),
      await ghl.save(null, 'conversations', { settings: {} }),
      await ghl.toggle(null, 'conversations', true),
      await ghl.deliveries(null),
      await ghl.send(null, 'DELETE', '/api/gohighlevel/connection'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
