import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { DEFAULT_VOICES } from '@shared/voices';
import {
  mailOutbox,
  pendingSubmissions,
  postedVideos,
  serviceOrders,
  videoJobs,
} from '../../src/server/db/schema/index.js';
import { appJobs, registerModuleJobs } from '../../src/server/modules/index.js';
import { FakeEpisodeAnalysis } from '../../src/server/modules/episodes/testing.js';
import { createYouTubeAccess } from '../../src/server/modules/social/index.js';
import { youtubeCallbackUrl } from '../../src/server/providers/youtube/registry.js';
import { streamEvents } from '../../src/server/modules/scripts/testing.js';
import { HandlerRegistry } from '../../src/server/platform/jobs/registry.js';
import { makeTinyMp3 } from '../../src/server/providers/speech/test-audio.js';
import { GoHighLevelFake } from '../fakes/gohighlevel-fake.js';
import { seedReportOrder } from '../fixtures/order-reports.js';
import { seedReviewOrder } from '../fixtures/orders.js';
import { pngImage } from '../fixtures/videos.js';
import { seedOrder, seedRenderedClips } from '../fixtures/orders-production.js';
import type { TestApp } from '../helpers/app.js';
import { signUpAndGetCookie, type TestAccount } from '../helpers/auth.js';
import { makeAdmin } from '../helpers/users.js';
import { connectTestChannel, TEST_METADATA, uploadVideo } from '../helpers/youtube.js';
import { describeAnswer } from './answers.js';
import { sendTo, type RequestParts } from './requests.js';

/**
 * A signed-in user with one of each kind of row the API lets a user own, made through the real
 * endpoints. Rows that only become usable after a background job (a voiceover, a podcast
 * character, a custom reference, the one-second clips that get posted) have that job's real
 * handler run in-process: the test app has no workers, so nothing else is ever worked.
 */
export interface World {
  account: TestAccount;
  scriptId: string;
  /** A default voice added to the user's voices (user_voices.id). */
  voiceRowId: string;
  /** Ready (synthesised), with captions and an MP3. */
  voiceoverId: string;
  /** Ready: usable as a podcast clip's portrait. */
  characterId: string;
  backgroundId: string;
  /** Completed: usable as an image job's reference. */
  referenceId: string;
  imageId: string;
  videoId: string;
  /** A finished podcast clip (its render run in-process), posted once to YouTube. */
  postableVideoId: string;
  /** The post of it: queued (no worker runs it), so it can be cancelled. */
  postId: string;
  /** Another queued post of the same clip, scheduled a week out: to move (issue 28 item 5). */
  postToMoveId: string;
  /**
   * Another finished clip, never posted: post-to-youtube's valid request (a video with a post
   * on its way is refused, decision 049).
   */
  unpostedVideoId: string;
  /** Two open offline checkouts: one to complete, one to cancel. */
  checkoutToComplete: string;
  checkoutToCancel: string;
  /** Two photos of the user's library (My photos): one to make videos from, one to delete. */
  photoId: string;
  photoToDeleteId: string;
  /**
   * Service orders (issue 28) waiting for photos, each holding one photo from the library:
   * one for the photo routes (its photo to remove), one for the client's start, one for the
   * operator's start.
   */
  photoOrderId: string;
  orderPhotoId: string;
  orderToStartId: string;
  adminOrderToStartId: string;
  /** Two pending submissions sent anonymously from /upload: one to approve, one to reject. */
  submissionToApprove: string;
  submissionToReject: string;
  /** A signed link to the voiceover's MP3 (`/api/files/<key>?exp=&sig=`). */
  fileLink: { key: string; exp: string; sig: string };
  /**
   * An account of its own that admin routes act on (granting it the admin role must not make
   * the world's own user an admin, or the suites' "a signed-in user gets 403" would stop holding).
   */
  bystanderId: string;
  /** A private video on the user's test-mode YouTube channel (connected through the API). */
  testVideoId: string;
  /** Service orders in production (issue 28): one to batch, one to mark ready, one to edit. */
  batchOrderId: string;
  readyOrderId: string;
  editOrderId: string;
  editOrderClipId: string;
  orderClipToRemakeId: string;
  /** Where the test-mode consent page may send a browser back (not a row). */
  youtubeCallbackUrl: string;
  /**
   * One of each kind of row that can be deleted (decision 044), made for the DELETE routes:
   * the rows above stay for the routes after them.
   */
  videoToDeleteId: string;
  imageToDeleteId: string;
  referenceToDeleteId: string;
  characterToDeleteId: string;
  backgroundToDeleteId: string;
  scriptToDeleteId: string;
  voiceoverToDeleteId: string;
  voiceRowToDeleteId: string;
  /** A lead (with an email and a logged call), one to email (edits of the first may drop its
   * email) and one to delete. */
  leadId: string;
  leadToEmailId: string;
  leadToDeleteId: string;
  /** Lead imports: a comma-separated draft, a draft to commit, one imported (to undo), one
   * imported whose undo is only previewed (the undo may have run before its preview). */
  importDraftId: string;
  importToCommitId: string;
  importToUndoId: string;
  importImportedId: string;
  /**
   * Episodes (issue 30), analysed in-process with a fake transcriber and finder: one ready to
   * read, play and cut clips from, one ready to find its moments again, one queued to delete.
   */
  episodeId: string;
  episodeToRefindId: string;
  episodeToDeleteId: string;
  /** A quick-start job (queued: no worker runs it), to schedule. */
  quickStartVideoId: string;
  /** A simple-upload job, failed (refunded), for its owner to remove. */
  simpleVideoToDeleteId: string;
  /** The outbox row of a sign-in link mailed to the account (its link hidden), to send again. */
  outboxMailId: number;
  /**
   * A service order with an approved clip posted (published) as testVideoId: for the order
   * reports. Written through its rows (test/fixtures/order-reports.ts) until orders are opened
   * by a plan payment on main; then it can be that order.
   */
  reportOrderId: string;
  /**
   * A delivered We Post order with one approved clip, to schedule (issue 28 item 5).
   */
  postingOrderId: string;
  /**
   * A service order in review (issue 28), written into its tables (test/fixtures/orders.ts):
   * one clip to watch and download, one to approve, one to ask a change of.
   */
  orderId: string;
  orderClipId: string;
  orderClipToApproveId: string;
  orderClipToChangeId: string;
}

/** The Go High Level location every suite user may connect (connect-gohighlevel's fixture). */
export const SUITE_GHL = { token: 'pit-security-suite-token', locationId: 'locSecuritySuite' };

/**
 * A local Go High Level (test/fakes) the suite's app is pointed at (GHL_API_BASE_URL), so a
 * connect succeeds for real: the fuzz starts from a request GHL accepts.
 */
export async function startSuiteGoHighLevel(): Promise<GoHighLevelFake> {
  const fake = await GoHighLevelFake.start();
  fake.addLocation(SUITE_GHL.token, { id: SUITE_GHL.locationId, name: 'Suite Studio' });
  return fake;
}

/** Credits each account starts with: enough for every paid call the suites make. */
export const SUITE_SIGNUP_CREDITS = '100000';

/** A short script so the voiceover synthesises in a moment. */
export const SHORT_SCRIPT = 'HOOK:\nHello there, and welcome to the show.\n\nOUTRO:\nSee you soon.';

/** Files the forms take: a photo and a voice sample. */
export interface Media {
  png: Buffer;
  mp3: Buffer;
}

export async function makeMedia(t: TestApp): Promise<Media> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'reelcast-security-'));
  try {
    const mp3 = await makeTinyMp3(t.media, scratch);
    return { png: await pngImage(64, 64), mp3 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Sign-up through the real endpoint; `admin` adds the role the server checks. */
export async function newAccount(t: TestApp, options: { admin?: boolean } = {}) {
  const account = await signUpAndGetCookie(t.app, { name: 'Security Suite' });
  if (options.admin) await makeAdmin(t.database.db, account.id);
  return account;
}

export function worldBuilder(t: TestApp, media: Media) {
  const registry = new HandlerRegistry(appJobs.contract);
  // The episodes' analysis runs with stand-ins: instant, and the same on every machine.
  registerModuleJobs(registry, { ...t, episodeAnalysis: new FakeEpisodeAnalysis() });
  const youtubeAccess = createYouTubeAccess(t);
  async function runJob(name: string, payload: Record<string, unknown>) {
    const registration = registry.get(name);
    if (!registration) throw new Error(`no handler for ${name}`);
    await registration.handler(payload, {
      jobId: randomUUID(),
      attempt: 1,
      signal: new AbortController().signal,
      reportProgress: () => {},
    });
  }

  return async function buildWorld(account: TestAccount): Promise<World> {
    const call = async (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT',
      url: string,
      parts: RequestParts = {},
    ) => {
      const response = await sendTo(t.app, method, url, { name: 'owner', account }, parts);
      if (response.statusCode >= 300) {
        throw new Error(`world setup: ${method} ${url} answered ${describeAnswer(response)}`);
      }
      return response;
    };
    type Answer = { id?: string; voice?: { id: string }; url?: string };
    /** POSTs and returns the new row's id (where the answer has it). */
    const create = async (url: string, parts: RequestParts, pick = (a: Answer) => a.id) =>
      String(pick((await call('POST', url, parts)).json<Answer>()));

    const generated = await call('POST', '/api/scripts/generate', {
      body: { title: 'Security suite', topic: 'Keeping rows apart' },
    });
    const done = streamEvents(generated.body).find((event) => event.type === 'done');
    if (!done || done.type !== 'done') throw new Error(`no script: ${generated.body}`);
    const scriptId = done.script.id;
    await call('PATCH', `/api/scripts/${scriptId}`, { body: { content: SHORT_SCRIPT } });

    const voiceId = DEFAULT_VOICES[0].voiceId;
    const voiceRowId = await create('/api/voices', { body: { voiceId } }, (a) => a.voice?.id);
    const voiceoverId = await create(`/api/scripts/${scriptId}/voiceovers`, {
      body: { voiceRowId },
    });
    await runJob('voiceovers.synthesize', { voiceoverId });
    const characterId = await create('/api/podcast-characters', {
      body: { name: 'Host', description: 'A calm host' },
    });
    await runJob('podcast-assets.generate', { kind: 'character', id: characterId });
    const backgroundId = await create('/api/podcast-backgrounds', {
      body: { name: 'Studio', description: 'A warm studio' },
    });
    const photo = {
      field: 'images',
      bytes: media.png,
      filename: 'me.png',
      contentType: 'image/png',
    };
    const referenceId = await create('/api/custom-references', {
      form: { fields: { name: 'Me' }, files: [photo] },
    });
    await runJob('references.build', { referenceId });
    const imageId = await create('/api/images', { body: { prompt: 'A lighthouse', referenceId } });
    const videoId = await create('/api/videos/text-to-video', { body: { prompt: 'A harbour' } });
    // A one-second clip renders in a moment: the one video of the world that gets made.
    const postableVideoId = await create('/api/videos/podcast-clip', {
      form: {
        fields: { prompt: 'Hosts say hello', durationSeconds: '1', voiceoverId, characterId },
      },
    });
    await runJob('videos.render', { jobId: postableVideoId });
    const unpostedVideoId = await create('/api/videos/podcast-clip', {
      form: {
        fields: { prompt: 'Hosts say goodbye', durationSeconds: '1', voiceoverId, characterId },
      },
    });
    await runJob('videos.render', { jobId: unpostedVideoId });
    // A YouTube connection through connect → test-mode consent → callback.
    await connectTestChannel(t.app, account);
    const postId = await create(`/api/videos/${postableVideoId}/post-to-youtube`, {
      body: { title: 'Security suite' },
    });
    // A second post of it, as a We Post schedule writes it (no route makes a second one).
    const [postToMove] = await t.database.db
      .insert(postedVideos)
      .values({
        id: randomUUID(),
        userId: account.id,
        platform: 'youtube',
        videoJobId: postableVideoId,
        status: 'queued',
        title: 'Security suite, scheduled',
        description: '',
        tags: [],
        privacy: 'private',
        madeForKids: false,
        syntheticMedia: true,
        publishAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning({ id: postedVideos.id });
    const library = await call('POST', '/api/photos', {
      form: {
        fields: {},
        files: [
          { ...photo, field: 'files', filename: 'porch.png' },
          // Other bytes: a library keeps each image once.
          { ...photo, bytes: await pngImage(64, 48), field: 'files', filename: 'hall.png' },
        ],
      },
    });
    const [photoId, photoToDeleteId] = library
      .json<{ photos: { id: string }[] }>()
      .photos.map((added) => added.id);
    // Orders as a paid plan opens them (billing's webhook is covered by its own tests).
    const openOrder = async (number: number) => {
      const [order] = await t.database.db
        .insert(serviceOrders)
        .values({
          userId: account.id,
          number,
          paymentRef: `in_security_${randomUUID()}`,
          planId: 'starter',
          variant: 'clips',
          clipAllowance: 10,
        })
        .returning();
      const added = await call('POST', `/api/orders/${order!.id}/photos/from-library`, {
        body: { photoIds: [photoId!] },
      });
      return { id: order!.id, photoId: added.json<{ photos: { id: string }[] }>().photos[0]!.id };
    };
    const photoOrder = await openOrder(1);
    const orderToStart = await openOrder(2);
    const adminOrderToStart = await openOrder(3);
    const simpleVideo = (flow: string) =>
      create(`/api/quick-start/videos?flow=${flow}`, { form: { fields: { photoId: photoId! } } });
    const quickStartVideoId = await simpleVideo('quick-start');
    const simpleVideoToDeleteId = await simpleVideo('simple-upload');
    // Ended without a render: removing it refunds nothing (an unfinished one would be refunded).
    await t.database.db
      .update(videoJobs)
      .set({ status: 'failed', error: 'Suite: ended', refunded: true })
      .where(eq(videoJobs.id, simpleVideoToDeleteId));
    const checkout = () =>
      create('/api/billing/credit-checkout', { body: { credits: 100 } }, (a) =>
        String(a.url).split('/').at(-1),
      );
    const checkoutToComplete = await checkout();
    const checkoutToCancel = await checkout();
    const submit = async (label: string) => {
      const businessName = `Suite ${label} ${randomUUID()}`;
      const response = await sendTo(
        t.app,
        'POST',
        '/api/submissions',
        { name: 'visitor', account: null },
        {
          form: {
            fields: { email: account.email, phone: '555 0100', businessName },
            files: [{ ...photo, field: 'files' }],
          },
        },
      );
      if (response.statusCode !== 200) {
        throw new Error(`world setup: submission answered ${describeAnswer(response)}`);
      }
      const [row] = await t.database.db
        .select({ id: pendingSubmissions.id })
        .from(pendingSubmissions)
        .where(eq(pendingSubmissions.businessName, businessName));
      return row!.id;
    };
    const submissionToApprove = await submit('approve');
    const submissionToReject = await submit('reject');

    const detail = (await call('GET', `/api/voiceovers/${voiceoverId}`)).json<{
      audioUrl: string;
    }>();
    const link = new URL(detail.audioUrl, 'http://localhost');
    const fileLink = {
      key: link.pathname.replace(/^\/api\/files\//, ''),
      exp: link.searchParams.get('exp') ?? '',
      sig: link.searchParams.get('sig') ?? '',
    };
    const bystanderId = (await signUpAndGetCookie(t.app, { name: 'Bystander' })).id;
    // Orders are opened by payments elsewhere in issue 28: seeded here as that leaves them.
    const batchOrderId = (await seedOrder(t, account.id, { allowance: 10, photos: 1 })).id;
    const readyOrder = await seedOrder(t, account.id, { allowance: 10, photos: 1 });
    await seedRenderedClips(t, readyOrder.id, 1);
    const editOrder = await seedOrder(t, account.id, { allowance: 10, photos: 2 });
    const [orderClipId, orderClipToRemakeId] = await seedRenderedClips(t, editOrder.id, 2);
    // A private video on the test-mode channel (its watch page is owner-only).
    const { accessToken } = await youtubeAccess.accessToken(account.id);
    const testVideoId = await uploadVideo(t.youtube, accessToken, media.png, {
      ...TEST_METADATA,
      privacyStatus: 'private',
    });

    const { orderId: reportOrderId } = await seedReportOrder(t.database.db, {
      userId: account.id,
      createdAt: new Date(),
      clips: [
        { review: 'approved', posts: [{ status: 'published', externalVideoId: testVideoId }] },
      ],
    });

    // Rows to delete: left queued (no worker runs here), so their deletes refund.
    const videoToDeleteId = await create('/api/videos/text-to-video', {
      body: { prompt: 'A pier' },
    });
    const imageToDeleteId = await create('/api/images', { body: { prompt: 'A pier' } });
    const referenceToDeleteId = await create('/api/custom-references', {
      form: { fields: { name: 'Spare' }, files: [photo] },
    });
    const characterToDeleteId = await create('/api/podcast-characters', {
      body: { name: 'Spare host', description: 'A spare host' },
    });
    const backgroundToDeleteId = await create('/api/podcast-backgrounds', {
      body: { name: 'Spare set', description: 'A spare set' },
    });
    const spare = await call('POST', '/api/scripts/generate', {
      body: { title: 'Spare script', topic: 'Rows that go' },
    });
    const spareDone = streamEvents(spare.body).find((event) => event.type === 'done');
    if (!spareDone || spareDone.type !== 'done') throw new Error(`no script: ${spare.body}`);
    const scriptToDeleteId = spareDone.script.id;
    const voiceoverToDeleteId = await create(`/api/scripts/${scriptId}/voiceovers`, {
      body: { voiceRowId },
    });
    // Not DEFAULT_VOICES[1]: the fuzz of POST /api/voices adds that one.
    const voiceRowToDeleteId = await create(
      '/api/voices',
      { body: { voiceId: DEFAULT_VOICES[2].voiceId } },
      (a) => a.voice?.id,
    );

    const episode = async () => {
      const recording = { field: 'media', bytes: media.mp3, filename: 'show.mp3' };
      return create('/api/episodes', {
        form: {
          fields: { confirmedCredits: '10' },
          files: [{ ...recording, contentType: 'audio/mpeg' }],
        },
      });
    };
    const episodeId = await episode();
    await runJob('episodes.analyse', { episodeId });
    const episodeToRefindId = await episode();
    await runJob('episodes.analyse', { episodeId: episodeToRefindId });
    const episodeToDeleteId = await episode();

    const lead = {
      businessName: 'Suite Interiors',
      email: account.email,
      website: 'https://suite.example',
    };
    const leadId = await create(
      '/api/crm/leads',
      { body: lead },
      (a) => (a as { lead?: { id: string } }).lead?.id,
    );
    await call('POST', `/api/crm/leads/${leadId}/activities`, {
      body: { activityType: 'call', subject: 'Intro call' },
    });
    const leadToEmailId = await create(
      '/api/crm/leads',
      { body: { ...lead, businessName: 'Suite Mailable' } },
      (a) => (a as { lead?: { id: string } }).lead?.id,
    );
    // Go High Level connected with conversations on: a lead can be messaged through it.
    await call('POST', '/api/gohighlevel/connect', {
      body: { apiKey: SUITE_GHL.token, locationId: SUITE_GHL.locationId },
    });
    await call('PUT', '/api/gohighlevel/features/conversations', {
      body: { settings: {}, enabled: true },
    });
    const leadToDeleteId = await create(
      '/api/crm/leads',
      { body: { businessName: 'Suite Leftover' } },
      (a) => (a as { lead?: { id: string } }).lead?.id,
    );
    const upload = (name: string, text: string) =>
      create('/api/crm/imports', {
        form: {
          fields: {},
          files: [
            { field: 'file', bytes: Buffer.from(text), filename: name, contentType: 'text/csv' },
          ],
        },
      });
    const importDraftId = await upload(
      'leads.csv',
      'Company,Phone\r\nSuite Draft,555 010 0200\r\n',
    );
    const importToCommitId = await upload('leads.tsv', 'Business\tMaps\r\nSuite Commit\t\r\n');
    const importToUndoId = await upload('more.tsv', 'Business\tMaps\r\nSuite Undo\t\r\n');
    await call('POST', `/api/crm/imports/${importToUndoId}/commit`, {
      body: { duplicates: 'skip' },
    });
    const importImportedId = await upload('kept.tsv', 'Business\tMaps\r\nSuite Kept\t\r\n');
    await call('POST', `/api/crm/imports/${importImportedId}/commit`, {
      body: { duplicates: 'skip' },
    });
    // A sign-in link for the account, asked for on /auth (mailed after the answer).
    await sendTo(
      t.app,
      'POST',
      '/api/auth/sign-in/magic-link',
      { name: 'visitor', account: null },
      { body: { email: account.email } },
    );
    const outboxMailId = await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, account.email), eq(mailOutbox.kind, 'magic_link')));
      if (!row) throw new Error('world setup: no sign-in link mailed yet');
      return row.id;
    });
    const order = await seedReviewOrder(t, {
      userId: account.id,
      clips: ['in_review', 'in_review', 'in_review'],
    });
    const [orderClip, orderClipToApprove, orderClipToChange] = order.clips.map((clip) => clip.id);
    // A delivered We Post order with an approved clip: its posts to schedule (item 5).
    const postingOrder = await seedReviewOrder(t, {
      userId: account.id,
      clips: ['approved'],
      variant: 'inclusive',
      status: 'delivered',
    });
    return {
      postingOrderId: postingOrder.orderId,
      orderId: order.orderId,
      orderClipId: orderClip!,
      orderClipToApproveId: orderClipToApprove!,
      orderClipToChangeId: orderClipToChange!,
      outboxMailId,
      videoToDeleteId,
      imageToDeleteId,
      referenceToDeleteId,
      characterToDeleteId,
      backgroundToDeleteId,
      scriptToDeleteId,
      voiceoverToDeleteId,
      voiceRowToDeleteId,
      episodeId,
      episodeToRefindId,
      episodeToDeleteId,
      leadId,
      leadToEmailId,
      leadToDeleteId,
      importDraftId,
      importToCommitId,
      importToUndoId,
      importImportedId,
      account,
      bystanderId,
      batchOrderId,
      readyOrderId: readyOrder.id,
      editOrderId: editOrder.id,
      editOrderClipId: orderClipId!,
      orderClipToRemakeId: orderClipToRemakeId!,
      scriptId,
      voiceRowId,
      voiceoverId,
      characterId,
      backgroundId,
      referenceId,
      imageId,
      videoId,
      postableVideoId,
      postId,
      postToMoveId: postToMove!.id,
      unpostedVideoId,
      photoId: photoId!,
      photoToDeleteId: photoToDeleteId!,
      photoOrderId: photoOrder.id,
      orderPhotoId: photoOrder.photoId,
      orderToStartId: orderToStart.id,
      adminOrderToStartId: adminOrderToStart.id,
      checkoutToComplete,
      checkoutToCancel,
      submissionToApprove,
      submissionToReject,
      fileLink,
      testVideoId,
      youtubeCallbackUrl: youtubeCallbackUrl(t.config.publicUrl),
      quickStartVideoId,
      simpleVideoToDeleteId,
      reportOrderId,
    };
  };
}

/** Every id and personal value of a world: none may appear in an answer to someone else. */
export function secretsOf(world: World): string[] {
  // The outbox id is a small number, and admins list every outbox row anyway.
  const { account, fileLink, youtubeCallbackUrl: _callback, outboxMailId: _mail, ...ids } = world;
  return [account.id, account.email, fileLink.sig, ...Object.values(ids)];
}
