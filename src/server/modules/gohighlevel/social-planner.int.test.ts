import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, GhlFeaturesResponse } from '@shared/gohighlevel';
import {
  GoHighLevelFake,
  type FakeSocialAccount,
} from '../../../../test/fakes/gohighlevel-fake.js';
import {
  ghlClient,
  quickGhlCatalog,
  type GhlClient,
} from '../../../../test/fixtures/gohighlevel.js';
import {
  FakeVideoEngine,
  copyVideo,
  registryOf,
  tinyMp4,
} from '../../../../test/fixtures/videos.js';
import { createTestApp, TEST_USER_HEADER, type TestApp } from '../../../../test/helpers/app.js';
import { eventually } from '../../../../test/helpers/jobs.js';

/**
 * The social planner (decision 037): each finished video is posted, through the fake GHL, to
 * the location's accounts on the chosen platforms that have not expired, with a signed link to
 * the MP4; GHL's 429 is retried, its 401 pauses the connection.
 */

let fake: GoHighLevelFake;
let t: TestApp;
let ghl: GhlClient;
let scratch: string;

beforeAll(async () => {
  fake = await GoHighLevelFake.start();
  scratch = await mkdtemp(path.join(tmpdir(), 'reelcast-ghl-planner-'));
  const engine = new FakeVideoEngine(async () => {
    throw new Error('replaced below');
  });
  t = await createTestApp({
    sessions: 'header',
    env: { GHL_API_BASE_URL: fake.baseUrl },
    videoEngines: registryOf(engine),
    jobs: quickGhlCatalog,
    workers: { concurrency: 2 },
  });
  ghl = ghlClient(t);
  const mp4 = path.join(scratch, 'five.mp4');
  await tinyMp4(t.media, mp4, 5);
  engine.behave = copyVideo(mp4);
});
afterAll(async () => {
  await t.close();
  expect(fake.violations).toEqual([]);
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
});

const ACCOUNTS: FakeSocialAccount[] = [
  { id: 'acc-fb', name: 'Studio FB', platform: 'facebook', isExpired: false },
  { id: 'acc-ig', name: 'Studio IG', platform: 'instagram', isExpired: true },
  { id: 'acc-li', name: 'Studio LinkedIn', platform: 'linkedin', isExpired: false },
];

/** A user with a location of their own (these accounts), the planner on with `platforms`. */
async function plannerUser(platforms: string) {
  const token = `pit-${randomUUID()}`;
  const location = fake.addLocation(token, {
    id: `loc${randomUUID().slice(0, 8)}`,
    name: 'Studio North',
    accounts: ACCOUNTS,
  });
  const userId = await ghl.newUser();
  await t.credits.grant({
    userId,
    amount: 50,
    kind: 'signup_grant',
    idempotencyKey: `signup:${userId}`,
    reason: 'Welcome credits',
  });
  expect((await ghl.connect(userId, { apiKey: token, locationId: location.id })).statusCode).toBe(
    200,
  );
  const saved = await ghl.save(userId, 'social_planner', {
    settings: { platforms, userId: 'ghlUser1' },
    enabled: true,
  });
  expect(saved.statusCode).toBe(200);
  return { userId, location };
}

async function finishVideo(userId: string, prompt: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/videos/text-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { prompt, durationSeconds: 5 },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const finalPost = (userId: string) =>
  eventually('the social post ended', async () => {
    const answer = await ghl.deliveries(userId, 'social_post');
    const [delivery] = answer.json<{ deliveries: Delivery[] }>().deliveries;
    return delivery && delivery.status !== 'pending' ? delivery : undefined;
  });

describe('the social planner', () => {
  it('posts to the chosen platforms’ live accounts, with a signed link to the MP4', async () => {
    const { userId, location } = await plannerUser('facebook,instagram');
    await finishVideo(userId, 'A bright living room, morning light');
    const delivery = await finalPost(userId);
    expect(delivery).toMatchObject({
      kind: 'social_post',
      eventType: 'video.completed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 201,
      result: 'Posted to Studio FB (facebook); 1 expired account skipped',
    });
    const [post] = location.posts as {
      accountIds: string[];
      userId: string;
      summary: string;
      media: { url: string; type: string }[];
    }[];
    expect(post).toMatchObject({
      accountIds: ['acc-fb'],
      userId: 'ghlUser1',
      summary: 'A bright living room, morning light',
      type: 'post',
      status: 'published',
    });
    const link = new URL(post!.media[0]!.url);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.searchParams.get('exp')).toBeTruthy();
    const file = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(fake.requests.of('accounts').at(-1)!.headers.version).toBe('2021-07-28');
  });

  it('posts to every live account when no platform is chosen, after a 429', async () => {
    const { userId, location } = await plannerUser('');
    fake.failNext('post', 429);
    await finishVideo(userId, 'A calm bedroom');
    const delivery = await finalPost(userId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 201 });
    expect(location.posts).toHaveLength(1);
    expect(location.posts[0]).toMatchObject({ accountIds: ['acc-fb', 'acc-li'] });
  });

  it('fails, saying why, when no live account is on the chosen platforms', async () => {
    const { userId, location } = await plannerUser('instagram,twitter');
    await finishVideo(userId, 'A hallway');
    expect(await finalPost(userId)).toMatchObject({
      status: 'failed',
      lastError:
        'No connected social account on instagram, twitter in Studio North (1 expired account skipped).',
    });
    expect(location.posts).toEqual([]);
  });

  it('pauses the connection when GHL refuses the key', async () => {
    const { userId } = await plannerUser('facebook');
    fake.failNext('accounts', 401);
    await finishVideo(userId, 'A porch');
    expect(await finalPost(userId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: 401,
      lastError:
        'Go High Level did not accept the API key: Invalid token: access token is invalid.',
    });
    const { connection } = (await ghl.features(userId)).json<GhlFeaturesResponse>();
    expect(connection).toMatchObject({
      status: 'reconnect_needed',
      statusReason: 'Reconnect Go High Level: Invalid token: access token is invalid.',
    });
  });
});
