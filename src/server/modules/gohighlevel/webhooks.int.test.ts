import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, SaveFeatureResponse, WebhookEvent } from '@shared/gohighlevel';
import type { SubmissionList } from '@shared/submissions';
import { EngineError } from '../../kernel/engine-error.js';
import { GoHighLevelFake } from '../../../../test/fakes/gohighlevel-fake.js';
import {
  capturedLogger,
  ghlClient,
  quickGhlCatalog,
  startWebhookReceiver,
  type GhlClient,
  type WebhookReceiver,
} from '../../../../test/fixtures/gohighlevel.js';
import { photoForm } from '../../../../test/fixtures/photo-library.js';
import {
  FakeVideoEngine,
  copyVideo,
  pngImage,
  registryOf,
  tinyMp4,
} from '../../../../test/fixtures/videos.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { eventually } from '../../../../test/helpers/jobs.js';
import { connectTestChannel } from '../../../../test/helpers/youtube.js';
import { makeAdmin } from '../../../../test/helpers/users.js';
import { IntegrationEvents } from './index.js';
import { verifyWebhook } from './signature.js';

/**
 * The webhook feature end to end (decision 037), with workers, a local receiver and
 * WEBHOOK_ALLOW_PRIVATE=true: events from a finished or failed video and from an approval
 * arrive signed; 5xx is retried, a 400 fails at once, and the delivery log says what happened.
 */

const TOKEN = 'pit-webhooks-test-token';
const LOCATION = 'locWebhooks0001';
let fake: GoHighLevelFake;
let receiver: WebhookReceiver;
let t: TestApp;
let ghl: GhlClient;
let scratch: string;
const log = capturedLogger();
/** Every signing secret handed out here: none may reach a log line. */
const secrets: string[] = [];
const engine = new FakeVideoEngine(async () => {
  throw new Error('set per test');
});

beforeAll(async () => {
  fake = await GoHighLevelFake.start();
  fake.addLocation(TOKEN, { id: LOCATION, name: 'Studio North' });
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    sessions: 'header',
    env: { GHL_API_BASE_URL: fake.baseUrl, WEBHOOK_ALLOW_PRIVATE: 'true' },
    videoEngines: registryOf(engine),
    jobs: quickGhlCatalog,
    workers: { concurrency: 2 },
    logger: () => log.logger,
  });
  ghl = ghlClient(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'reelcast-ghl-webhooks-'));
  const mp4 = path.join(scratch, 'five.mp4');
  await tinyMp4(t.media, mp4, 5);
  engine.behave = copyVideo(mp4);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A connected user with credits and the webhook on; returns its id and signing secret. */
async function webhookUser(email?: string): Promise<{ userId: string; secret: string }> {
  const userId = await ghl.newUser(email);
  await t.credits.grant({
    userId,
    amount: 50,
    kind: 'signup_grant',
    idempotencyKey: `signup:${userId}`,
    reason: 'Welcome credits',
  });
  expect((await ghl.connect(userId, { apiKey: TOKEN, locationId: LOCATION })).statusCode).toBe(200);
  const saved = await ghl.save(userId, 'webhook', {
    settings: { webhookUrl: receiver.url },
    enabled: true,
  });
  expect(saved.statusCode).toBe(200);
  const secret = saved.json<SaveFeatureResponse>().signingSecret!;
  secrets.push(secret);
  return { userId, secret };
}

const makeVideo = (userId: string, prompt: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/videos/text-to-video',
    headers: { [TEST_USER_HEADER]: userId },
    payload: { prompt, durationSeconds: 5, aspectRatio: '9:16', resolution: '720p' },
  });

/** The user's log once its newest entry of `kind` is final. */
const finalLog = (userId: string, count = 1) =>
  eventually('the deliveries ended', async () => {
    const { deliveries } = (await ghl.deliveries(userId, 'webhook')).json<{
      deliveries: Delivery[];
    }>();
    return deliveries.length >= count && deliveries.every((d) => d.status !== 'pending')
      ? deliveries
      : undefined;
  });

const received = (from: number) => receiver.requests.of('webhook').slice(from);

describe('webhook deliveries', () => {
  it('sends a finished video’s event, signed, retrying after a 500', async () => {
    const { userId, secret } = await webhookUser();
    const before = receiver.requests.count('webhook');
    receiver.answer(500);
    const created = await makeVideo(userId, 'A sunlit kitchen, slow pan');
    expect(created.statusCode).toBe(201);
    await receiver.requests.waitFor('webhook', before + 2);
    const [first, second] = received(before);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-reelcast-delivery']).toBe(first!.headers['x-reelcast-delivery']);
    for (const request of [first!, second!]) {
      expect(request.path).toBe('/hooks/reelcast');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-reelcast-event']).toBe('video.completed');
      const headers = {
        timestamp: request.headers['x-reelcast-timestamp'] as string,
        signature: request.headers['x-reelcast-signature'] as string,
      };
      expect(headers.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifyWebhook(secret, headers, request.body)).toBe(true);
      expect(verifyWebhook('whsec_wrong', headers, request.body)).toBe(false);
    }
    const event = JSON.parse(second!.body) as WebhookEvent;
    expect(event).toMatchObject({
      type: 'video.completed',
      data: {
        videoId: created.json<{ id: string }>().id,
        mode: 'text-to-video',
        prompt: 'A sunlit kitchen, slow pan',
        durationSeconds: 5,
        aspectRatio: '9:16',
      },
    });
    expect(Date.parse(event.timestamp)).not.toBeNaN();

    const [delivery] = await finalLog(userId);
    expect(delivery).toMatchObject({
      id: first!.headers['x-reelcast-delivery'],
      kind: 'webhook',
      eventType: 'video.completed',
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      target: new URL(receiver.url).host,
    });
    expect(delivery!.deliveredAt).not.toBeNull();
  });

  it('tells the webhook when a video is published on YouTube (the test-mode channel)', async () => {
    const { userId, secret } = await webhookUser();
    const created = await makeVideo(userId, 'A linen sofa by the window');
    const videoId = created.json<{ id: string }>().id;
    await finalLog(userId);
    const as = { headers: { [TEST_USER_HEADER]: userId } };
    await connectTestChannel(t.app, as);
    const before = receiver.requests.count('webhook');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${videoId}/post-to-youtube`,
      ...as,
      payload: { title: 'Linen by the window', privacy: 'unlisted' },
    });
    expect(posted.statusCode).toBe(201);
    await receiver.requests.waitFor('webhook', before + 1);
    const [request] = received(before);
    expect(request!.headers['x-reelcast-event']).toBe('post.published');
    const headers = {
      timestamp: request!.headers['x-reelcast-timestamp'] as string,
      signature: request!.headers['x-reelcast-signature'] as string,
    };
    expect(verifyWebhook(secret, headers, request!.body)).toBe(true);
    const event = JSON.parse(request!.body) as WebhookEvent;
    expect(event).toMatchObject({
      type: 'post.published',
      data: { postId: posted.json<{ id: string }>().id, platform: 'youtube', videoId },
    });
    expect((event.data as { url: string }).url).toMatch(/\/watch\/[\w-]+$/);
    // Once: the published post's later reads (stats, views) tell nobody again.
    const logged = await finalLog(userId, 2);
    expect(logged.filter((d) => d.eventType === 'post.published')).toHaveLength(1);
  });

  it('fails at once on a 400 (a failed video’s event)', async () => {
    const { userId } = await webhookUser();
    const before = receiver.requests.count('webhook');
    receiver.answer(400);
    engine.behave = async () => {
      throw new EngineError('video', 'The prompt was refused.', false);
    };
    try {
      expect((await makeVideo(userId, 'Refused')).statusCode).toBe(201);
      const [delivery] = await finalLog(userId);
      expect(delivery).toMatchObject({
        eventType: 'video.failed',
        status: 'failed',
        attempts: 1,
        lastStatusCode: 400,
        lastError: 'The receiver refused the event (HTTP 400): no: status 400',
      });
    } finally {
      engine.behave = copyVideo(path.join(scratch, 'five.mp4'));
    }
    const [only] = received(before);
    expect(JSON.parse(only!.body)).toMatchObject({
      type: 'video.failed',
      data: { prompt: 'Refused', error: 'The prompt was refused.' },
    });
    expect(received(before)).toHaveLength(1);
  });

  it('gives up after the last retry, saying why (an event emitted by another module)', async () => {
    const { userId } = await webhookUser();
    const before = receiver.requests.count('webhook');
    receiver.answer(503, 503, 503);
    const events = new IntegrationEvents({ database: t.database, queue: t.queue });
    await events.emit(undefined, userId, 'lead.status_changed', {
      leadId: 'lead-1',
      status: 'won',
      previousStatus: 'open',
    });
    const [delivery] = await finalLog(userId);
    expect(delivery).toMatchObject({
      eventType: 'lead.status_changed',
      status: 'failed',
      attempts: 3,
      lastStatusCode: 503,
      lastError: 'The receiver answered HTTP 503: no: status 503',
      nextAttemptAt: null,
    });
    expect(received(before)).toHaveLength(3);
  });

  it('tells the client when an operator approves their submission', async () => {
    const { userId } = await webhookUser('designer@webhooks.test');
    const admin = await ghl.newUser();
    await makeAdmin(t.database.db, admin);
    const adminHeaders = { [TEST_USER_HEADER]: admin, [TEST_ROLES_HEADER]: 'admin' };
    const form = photoForm([[await pngImage(48, 48), 'porch.png']], {
      email: 'designer@webhooks.test',
      phone: '+1 555 0100',
      businessName: 'Webhook Interiors',
      submissionType: 'files',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/submissions', payload: form })).statusCode,
    ).toBe(200);
    const listed = await t.app.inject({
      url: '/api/admin/submissions?status=pending',
      headers: adminHeaders,
    });
    const submission = listed
      .json<SubmissionList>()
      .submissions.find((s) => s.businessName === 'Webhook Interiors');
    const approved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/submissions/approve',
      headers: adminHeaders,
      payload: { submissionId: submission!.id },
    });
    expect(approved.json()).toMatchObject({ userId, accountCreated: false });
    const [delivery] = await finalLog(userId);
    expect(delivery).toMatchObject({ eventType: 'submission.approved', status: 'delivered' });
    const event = receiver.requests
      .of('webhook')
      .map((request) => JSON.parse(request.body) as WebhookEvent)
      .find((sent) => sent.type === 'submission.approved');
    expect(event!.data).toEqual({
      submissionId: submission!.id,
      businessName: 'Webhook Interiors',
      photoCount: 1,
    });
  });

  it('records nothing for a user without the webhook on', async () => {
    const userId = await ghl.newUser();
    await t.credits.grant({
      userId,
      amount: 50,
      kind: 'signup_grant',
      idempotencyKey: `signup:${userId}`,
      reason: 'Welcome credits',
    });
    const created = await makeVideo(userId, 'Nobody listens');
    const id = created.json<{ id: string }>().id;
    await eventually('the video finished', async () => {
      const video = await t.app.inject({
        url: `/api/videos/${id}`,
        headers: { [TEST_USER_HEADER]: userId },
      });
      return video.json<{ status: string }>().status === 'succeeded' ? true : undefined;
    });
    expect((await ghl.deliveries(userId)).json()).toEqual({ deliveries: [] });
  });

  it('never logs the GHL key or a signing secret, while workers retried and failed deliveries', () => {
    expect(log.lines.some((line) => line.includes('gohighlevel.deliver-webhook'))).toBe(true);
    for (const secret of [TOKEN, ...secrets]) {
      expect(log.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
