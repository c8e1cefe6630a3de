import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHL_MESSAGES, type GhlFeaturesResponse } from '@shared/gohighlevel';
import { socialConnections } from '../../db/schema/index.js';
import { GoHighLevelFake } from '../../../../test/fakes/gohighlevel-fake.js';
import {
  capturedLogger,
  ghlClient,
  type GhlClient,
} from '../../../../test/fixtures/gohighlevel.js';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';

/**
 * connect-gohighlevel (spec; decision 037): both fields required in the spec's words, the key
 * checked by reading the location, stored sealed for its row, and never in an answer or a log
 * line; GHL's refusal worded as "Failed to connect: <its reason>".
 */

const TOKEN = 'pit-4f1c2a9e-connect-test-token';
const OTHER_TOKEN = 'pit-second-token-for-reconnect';
const LOCATION = 'locStudioNorth0001';
let fake: GoHighLevelFake;
let t: TestApp;
let ghl: GhlClient;
const log = capturedLogger();
/** Every answer body of this file, to check no secret is in any. */
const answers: string[] = [];

beforeAll(async () => {
  fake = await GoHighLevelFake.start();
  fake.addLocation(TOKEN, { id: LOCATION, name: 'Studio North' });
  fake.addLocation(OTHER_TOKEN, { id: LOCATION, name: 'Studio North' });
  fake.addLocation('pit-elsewhere', { id: 'locElsewhere', name: 'Elsewhere' });
  t = await createTestApp({
    sessions: 'header',
    env: { GHL_API_BASE_URL: fake.baseUrl },
    logger: () => log.logger,
  });
  const client = ghlClient(t);
  const record =
    <A extends unknown[]>(call: (...args: A) => Promise<{ body: string }>) =>
    async (...args: A) => {
      const response = await call(...args);
      answers.push(response.body);
      return response;
    };
  ghl = {
    ...client,
    connect: record(client.connect) as GhlClient['connect'],
    features: record(client.features) as GhlClient['features'],
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const connectionRows = (userId: string) =>
  t.database.db
    .select()
    .from(socialConnections)
    .where(
      and(eq(socialConnections.userId, userId), eq(socialConnections.platform, 'gohighlevel')),
    );

describe('POST /api/gohighlevel/connect', () => {
  it.each([
    [{}],
    [{ apiKey: TOKEN }],
    [{ locationId: LOCATION }],
    [{ apiKey: '   ', locationId: LOCATION }],
    [{ apiKey: TOKEN, locationId: '' }],
    [{ apiKey: null, locationId: LOCATION }],
  ])('refuses %j: "Both API Key and Location ID are required"', async (body) => {
    const userId = await ghl.newUser();
    const response = await ghl.connect(userId, body);
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: GHL_MESSAGES.bothRequired },
    ]);
    expect(await connectionRows(userId)).toEqual([]);
    expect(fake.requests.count('location')).toBe(0);
  });

  it('refuses a key or a location id of the wrong form before calling GHL', async () => {
    const userId = await ghl.newUser();
    const spaced = await ghl.connect(userId, { apiKey: 'two words', locationId: LOCATION });
    expect(spaced.json()).toEqual({ error: GHL_MESSAGES.apiKeyInvalid });
    const path = await ghl.connect(userId, { apiKey: TOKEN, locationId: '../users' });
    expect(path.json()).toEqual({ error: GHL_MESSAGES.locationIdInvalid });
    expect(fake.requests.count('location')).toBe(0);
  });

  it('says why GHL refused: its own reason after "Failed to connect"', async () => {
    const userId = await ghl.newUser();
    const badKey = await ghl.connect(userId, { apiKey: 'pit-wrong', locationId: LOCATION });
    expect([badKey.statusCode, badKey.json()]).toEqual([
      400,
      { error: 'Failed to connect: Invalid token: access token is invalid.' },
    ]);
    const notTheirs = await ghl.connect(userId, { apiKey: TOKEN, locationId: 'locElsewhere' });
    expect(notTheirs.json()).toEqual({
      error: 'Failed to connect: The token does not have access to this location.',
    });
    fake.failNext('location', 503);
    const down = await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION });
    expect(down.statusCode).toBe(502);
    expect(down.json<{ error: string }>().error).toMatch(/^Failed to connect: .*try again/);
    expect(await connectionRows(userId)).toEqual([]);
  });

  it('stores the location with the key sealed, and answers its name', async () => {
    const userId = await ghl.newUser();
    const response = await ghl.connect(userId, { apiKey: ` ${TOKEN} `, locationId: LOCATION });
    expect([response.statusCode, response.json()]).toEqual([200, { locationName: 'Studio North' }]);
    const [request] = fake.requests.of('location').slice(-1);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers.version).toBe('2021-07-28');

    const [row] = await connectionRows(userId);
    expect(row).toMatchObject({
      accountId: LOCATION,
      accountName: 'Studio North',
      status: 'connected',
    });
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain(TOKEN);
    expect(t.secrets.open(row!.accessToken!, `social_connections.access_token:${row!.id}`)).toBe(
      TOKEN,
    );

    const features = (await ghl.features(userId)).json<GhlFeaturesResponse>();
    expect(features.connection).toMatchObject({
      locationId: LOCATION,
      locationName: 'Studio North',
      status: 'connected',
      statusReason: null,
    });
    expect(features.features.map((feature) => feature.featureType)).toEqual([
      'calendar',
      'opportunities',
      'conversations',
      'social_planner',
      'webhook',
    ]);
  });

  it('reconnecting replaces the key on the same row', async () => {
    const userId = await ghl.newUser();
    await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION });
    const [before] = await connectionRows(userId);
    await ghl.connect(userId, { apiKey: OTHER_TOKEN, locationId: LOCATION });
    const rows = await connectionRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(before!.id);
    expect(
      t.secrets.open(rows[0]!.accessToken!, `social_connections.access_token:${before!.id}`),
    ).toBe(OTHER_TOKEN);
  });

  it('needs a session', async () => {
    const response = await ghl.connect(null, { apiKey: TOKEN, locationId: LOCATION });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/gohighlevel/connection', () => {
  it('forgets the key and turns the features off, keeping their settings', async () => {
    const userId = await ghl.newUser();
    await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION });
    const saved = await ghl.save(userId, 'conversations', {
      settings: { contactId: 'contact1' },
      enabled: true,
    });
    expect(saved.statusCode).toBe(200);
    const response = await ghl.disconnect(userId);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: GHL_MESSAGES.disconnected },
    ]);
    expect(await connectionRows(userId)).toEqual([]);
    const after = (await ghl.features(userId)).json<GhlFeaturesResponse>();
    expect(after.connection).toBeNull();
    expect(after.features[2]).toMatchObject({
      featureType: 'conversations',
      enabled: false,
      settings: { contactId: 'contact1' },
    });
  });
});

describe('secrets', () => {
  it('never puts a key or a sealed value in an answer or a log line', async () => {
    const sealed = (await t.database.db.select().from(socialConnections)).map(
      (row) => row.accessToken!,
    );
    expect(log.lines.length).toBeGreaterThan(0);
    for (const secret of [TOKEN, OTHER_TOKEN, 'pit-wrong', ...sealed]) {
      expect(answers.filter((body) => body.includes(secret))).toEqual([]);
      expect(log.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
