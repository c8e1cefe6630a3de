import { PLAN_IDS, PLAN_VARIANTS } from '@shared/billing';
import { DEFAULT_VOICES } from '@shared/voices';
import { TEST_PASSWORD } from '../helpers/auth.js';
import type { RequestParts } from './requests.js';
import { SHORT_SCRIPT, SUITE_GHL, type Media, type World } from './worlds.js';

/**
 * A well-formed request for a documented route, keyed `METHOD /path` as /api/docs/json names
 * it. The security tests need one for:
 * - every route that takes an id (a path parameter, or an `id`/`…Id` field in its body, query
 *   or form): the ownership matrix sends `valid(owner's world)` as the owner (who must get a
 *   2xx), as another user, anonymously and as an admin, and swaps each id for the owner's in
 *   an otherwise valid request of the other user;
 * - every POST/PUT/PATCH whose body the document does not describe (multipart forms, raw
 *   bodies, better-auth's endpoints): the fuzz starts from it;
 * - every route where a request made up from the documented schemas is refused (an email the
 *   schema cannot describe, an existing email for an admin route): the fuzz requires its start
 *   request to succeed.
 * Other routes are fuzzed from a request made up from their documented schemas.
 *
 * Adding a route that takes an id? Add its entry here, using the rows a World has (worlds.ts;
 * add the row there, made through the real endpoint, if it is a new kind).
 */
export interface RouteFixture {
  valid(world: World, media: Media): RequestParts;
  /** Id-like fields that name rows every user shares, with why (not probed for ownership). */
  sharedIds?: Record<string, string>;
  /**
   * Why `valid` is refused all the same (a signature or a one-time token the suite cannot
   * make up). Without it the fuzz requires its start request to succeed, else every case would
   * stop at the same check.
   */
  refusedBecause?: string;
  /**
   * Why the route must be fuzzed with a session of its own (it ends or changes the caller's
   * session, e.g. signing out): the fuzz then signs up a fresh user for it, and the shared fuzz
   * user keeps its session for the routes after it.
   */
  ownSession?: string;
  /**
   * Leaves the route out of the ownership matrix, with why: its path parameter is not a row
   * of a user (it is still fuzzed).
   */
  notOwned?: string;
  /**
   * Other valid requests naming a different kind of row in `valid`'s place (a route that
   * takes a character or a photo): the ownership matrix probes each as it probes `valid`, and
   * the fuzz starts from each too.
   */
  ownedAlso?(world: World, media: Media): RequestParts[];
  /**
   * Other valid requests the fuzz also starts from and breaks (the ownership matrix uses only
   * `valid`): a route that takes a row's id or a file in its place is fuzzed both ways.
   */
  fuzzAlso?(world: World, media: Media): RequestParts[];
}

let uniqueCounter = 0;
const uniqueEmail = () => `suite-${Date.now().toString(36)}-${uniqueCounter++}@example.test`;

export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  // --- Rows of the user, by path -----------------------------------------------------------
  'GET /api/videos/{id}': { valid: (w) => ({ params: { id: w.videoId } }) },
  'GET /api/images/{id}': { valid: (w) => ({ params: { id: w.imageId } }) },
  'GET /api/custom-references/{id}': { valid: (w) => ({ params: { id: w.referenceId } }) },
  'PATCH /api/scripts/{id}': {
    valid: (w) => ({ params: { id: w.scriptId }, body: { content: SHORT_SCRIPT } }),
  },
  'GET /api/scripts/{scriptId}/voiceovers': {
    valid: (w) => ({ params: { scriptId: w.scriptId } }),
  },
  'POST /api/scripts/{scriptId}/voiceovers': {
    valid: (w) => ({ params: { scriptId: w.scriptId }, body: { voiceRowId: w.voiceRowId } }),
  },
  'GET /api/voiceovers/{id}': { valid: (w) => ({ params: { id: w.voiceoverId } }) },
  'GET /api/voiceovers/{id}/captions.srt': { valid: (w) => ({ params: { id: w.voiceoverId } }) },
  'GET /api/voiceovers/{id}/captions.vtt': { valid: (w) => ({ params: { id: w.voiceoverId } }) },
  'GET /api/voices/sample/{voiceId}': { valid: (w) => ({ params: { voiceId: w.voiceRowId } }) },
  'GET /api/videos/music-beds/{bed}/preview': {
    valid: () => ({ params: { bed: 'calm' } }),
    notOwned: 'the path names one of three music beds the studio makes, the same for everyone',
  },
  'DELETE /api/photos/{id}': { valid: (w) => ({ params: { id: w.photoToDeleteId } }) },
  // Deletes and renames (decision 044): each delete takes a row of its own.
  'DELETE /api/videos/{id}': { valid: (w) => ({ params: { id: w.videoToDeleteId } }) },
  'DELETE /api/images/{id}': { valid: (w) => ({ params: { id: w.imageToDeleteId } }) },
  'DELETE /api/custom-references/{id}': {
    valid: (w) => ({ params: { id: w.referenceToDeleteId } }),
  },
  'PATCH /api/custom-references/{id}': {
    valid: (w) => ({ params: { id: w.referenceId }, body: { name: 'Me, renamed' } }),
  },
  'DELETE /api/podcast-characters/{id}': {
    valid: (w) => ({ params: { id: w.characterToDeleteId } }),
  },
  'PATCH /api/podcast-characters/{id}': {
    valid: (w) => ({ params: { id: w.characterId }, body: { name: 'Host, renamed' } }),
  },
  'DELETE /api/podcast-backgrounds/{id}': {
    valid: (w) => ({ params: { id: w.backgroundToDeleteId } }),
  },
  'PATCH /api/podcast-backgrounds/{id}': {
    valid: (w) => ({ params: { id: w.backgroundId }, body: { name: 'Studio, renamed' } }),
  },
  'DELETE /api/scripts/{id}': { valid: (w) => ({ params: { id: w.scriptToDeleteId } }) },
  'DELETE /api/voiceovers/{id}': { valid: (w) => ({ params: { id: w.voiceoverToDeleteId } }) },
  'DELETE /api/voices/{id}': { valid: (w) => ({ params: { id: w.voiceRowToDeleteId } }) },
  'GET /api/episodes/{id}': { valid: (w) => ({ params: { id: w.episodeId } }) },
  'GET /api/episodes/{id}/audio': { valid: (w) => ({ params: { id: w.episodeId } }) },
  'POST /api/episodes/{id}/moments': {
    valid: (w) => ({ params: { id: w.episodeToRefindId }, body: { minSeconds: 20 } }),
  },
  'POST /api/episodes/{id}/clips': {
    valid: (w, media) => ({
      params: { id: w.episodeId },
      form: {
        fields: {
          body: JSON.stringify({
            clips: [{ start: 0, end: 1 }],
            style: 'classic',
            title: 'Security suite',
          }),
        },
        files: [
          { field: 'logo', bytes: media.png, filename: 'logo.png', contentType: 'image/png' },
        ],
      },
    }),
    // Talking portraits of the world's photo and of its character: the ids inside the batch.
    ownedAlso: (w) =>
      [{ photoId: w.photoId }, { characterId: w.characterId }].map((picture) => ({
        params: { id: w.episodeId },
        form: { fields: { body: JSON.stringify({ clips: [{ start: 0, end: 1 }], ...picture }) } },
      })),
  },
  'DELETE /api/episodes/{id}': { valid: (w) => ({ params: { id: w.episodeToDeleteId } }) },
  'POST /api/videos/{id}/youtube-metadata': {
    valid: (w) => ({ params: { id: w.postableVideoId } }),
  },
  'POST /api/videos/{id}/post-to-youtube': {
    valid: (w) => ({ params: { id: w.unpostedVideoId }, body: { title: 'Security suite' } }),
  },
  'POST /api/posts/{id}/cancel': { valid: (w) => ({ params: { id: w.postId } }) },
  'PATCH /api/posts/{id}/schedule': {
    valid: (w) => ({
      params: { id: w.postToMoveId },
      body: { publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    }),
  },
  'GET /api/orders/{id}/posting': { valid: (w) => ({ params: { id: w.postingOrderId } }) },
  'PUT /api/orders/{id}/posting': {
    valid: (w) => ({
      params: { id: w.postingOrderId },
      body: { postTime: '10:00', postTimeZone: 'UTC', postsPerDay: 1 },
    }),
  },
  'POST /api/orders/{id}/posting/schedule': {
    valid: (w) => ({ params: { id: w.postingOrderId } }),
  },
  'GET /api/billing/offline/{id}': { valid: (w) => ({ params: { id: w.checkoutToComplete } }) },
  'POST /api/billing/offline/{id}/complete': {
    valid: (w) => ({ params: { id: w.checkoutToComplete } }),
  },
  'POST /api/billing/offline/{id}/cancel': {
    valid: (w) => ({ params: { id: w.checkoutToCancel } }),
  },
  // A private video on the owner's test-mode channel: nobody else may see or play it.
  'GET /api/youtube-test/videos/{id}': { valid: (w) => ({ params: { id: w.testVideoId } }) },
  'POST /api/youtube-test/videos/{id}/views': {
    valid: (w) => ({ params: { id: w.testVideoId } }),
  },

  // The service's order reports (issue 28 item 7).
  'GET /api/orders/{id}/report': { valid: (w) => ({ params: { id: w.reportOrderId } }) },
  'GET /api/admin/orders/{id}/report': { valid: (w) => ({ params: { id: w.reportOrderId } }) },
  'GET /api/admin/orders/{id}/report.csv': {
    valid: (w) => ({ params: { id: w.reportOrderId } }),
  },
  // The client's review of an order (issue 28 item 4).
  'GET /api/orders/{id}': { valid: (w) => ({ params: { id: w.orderId } }) },
  'GET /api/orders/{id}/clips': { valid: (w) => ({ params: { id: w.orderId } }) },
  'GET /api/orders/{id}/download': { valid: (w) => ({ params: { id: w.orderId } }) },
  'GET /api/orders/{id}/clips/{clipId}/download': {
    valid: (w) => ({ params: { id: w.orderId, clipId: w.orderClipId } }),
  },
  'POST /api/orders/{id}/clips/{clipId}/approve': {
    valid: (w) => ({ params: { id: w.orderId, clipId: w.orderClipToApproveId } }),
  },
  'POST /api/orders/{id}/clips/{clipId}/request-change': {
    valid: (w) => ({
      params: { id: w.orderId, clipId: w.orderClipToChangeId },
      body: { comment: 'Slower camera, please' },
    }),
  },
  'GET /api/crm/leads/{id}': { valid: (w) => ({ params: { id: w.leadId } }) },
  'PATCH /api/crm/leads/{id}': {
    valid: (w) => ({ params: { id: w.leadId }, body: { notes: 'Called twice', rating: 4.5 } }),
  },
  'DELETE /api/crm/leads/{id}': { valid: (w) => ({ params: { id: w.leadToDeleteId } }) },
  'GET /api/crm/leads/{id}/activities': { valid: (w) => ({ params: { id: w.leadId } }) },
  'POST /api/crm/leads/{id}/activities': {
    valid: (w) => ({
      params: { id: w.leadId },
      body: { activityType: 'note', subject: 'Likes reels' },
    }),
  },
  'POST /api/crm/leads/{id}/email': {
    valid: (w) => ({
      params: { id: w.leadToEmailId },
      body: { subject: 'Videos', message: 'Hello there' },
    }),
  },
  'POST /api/crm/leads/{id}/ghl-message': {
    valid: (w) => ({
      params: { id: w.leadToEmailId },
      body: { type: 'Email', subject: 'Videos', message: 'Hello there' },
    }),
    // The ownership matrix sends it with conversations on (a 200 through the suite's GHL).
    refusedBecause:
      'the fuzz of the Go High Level routes before it disconnects the fuzz user and turns ' +
      'conversations off (409): its cases still meet the id, the body and the lead checks first',
  },
  'GET /api/crm/imports/{id}': { valid: (w) => ({ params: { id: w.importDraftId } }) },
  'PATCH /api/crm/imports/{id}': {
    valid: (w) => ({
      params: { id: w.importDraftId },
      body: { mapping: { businessName: 0, phone: 1 } },
    }),
  },
  'POST /api/crm/imports/{id}/commit': {
    valid: (w) => ({ params: { id: w.importToCommitId }, body: { duplicates: 'skip' } }),
  },
  'GET /api/crm/imports/{id}/undo': { valid: (w) => ({ params: { id: w.importImportedId } }) },
  'POST /api/crm/imports/{id}/undo': { valid: (w) => ({ params: { id: w.importToUndoId } }) },
  'GET /api/crm/imports/{id}/skipped.csv': { valid: (w) => ({ params: { id: w.importDraftId } }) },

  // --- Rows of the user, named in a body or form ---------------------------------------------
  'POST /api/images': {
    valid: (w) => ({ body: { prompt: 'A lighthouse at dusk', referenceId: w.referenceId } }),
  },
  'POST /api/videos/podcast-clip': {
    valid: (w) => ({
      form: {
        fields: {
          prompt: 'Two hosts talk',
          // Within the voiceover's length (SHORT_SCRIPT reads in about 4 seconds).
          durationSeconds: '3',
          voiceoverId: w.voiceoverId,
          characterId: w.characterId,
        },
      },
    }),
  },

  'POST /api/videos/podcast-faces': {
    // The faces of one of the user's AI hosts (decision 057), or of one of their photos (the
    // episode page, decision 071); charges nothing.
    valid: (w) => ({ form: { fields: { characterId: w.characterId } } }),
    ownedAlso: (w) => [{ form: { fields: { photoId: w.photoId } } }],
  },

  'POST /api/videos/clip-words': {
    // The words of an uploaded recording's first second (decision 069); charges nothing.
    valid: (_w, media) => ({
      form: {
        fields: { durationSeconds: '1' },
        files: [{ field: 'audio', bytes: media.mp3, filename: 'a.mp3', contentType: 'audio/mpeg' }],
      },
    }),
  },

  'POST /api/voices': {
    valid: () => ({ body: { voiceId: DEFAULT_VOICES[1].voiceId } }),
    sharedIds: { voiceId: 'one of the six default voices, the same for every user' },
  },

  'DELETE /api/quick-start/videos/{id}': {
    valid: (w) => ({ params: { id: w.simpleVideoToDeleteId } }),
  },
  'POST /api/quick-start/schedule': {
    valid: (w) => ({
      body: {
        items: [
          {
            jobId: w.quickStartVideoId,
            publishAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          },
        ],
      },
    }),
  },
  'POST /api/quick-start/drive-import': {
    valid: () => ({
      body: { googleDriveLink: 'https://drive.google.com/drive/folders/SuiteFolder123', count: 2 },
    }),
    refusedBecause:
      "the suite's app has no GOOGLE_API_KEY, so a Drive folder cannot be read (409, decision " +
      '046); the cases still pass the session and the body checks first, and ' +
      'quick-start/drive-import.int.test.ts imports from a fake Drive',
  },
  'POST /api/quick-start/videos': {
    valid: (w) => ({ query: { flow: 'simple-upload' }, form: { fields: { photoId: w.photoId } } }),
    fuzzAlso: (_w, media) => [
      {
        query: { flow: 'quick-start' },
        form: {
          fields: {},
          files: [
            { field: 'image', bytes: media.png, filename: 'photo.png', contentType: 'image/png' },
          ],
        },
      },
    ],
  },

  'POST /api/videos/image-to-video': {
    valid: (w) => ({ form: { fields: { prompt: 'The sea moves', photoId: w.photoId } } }),
    fuzzAlso: (_w, media) => [
      {
        form: {
          fields: { prompt: 'The sea moves' },
          files: [
            { field: 'image', bytes: media.png, filename: 'photo.png', contentType: 'image/png' },
          ],
        },
      },
    ],
  },

  // --- Multipart forms without ids (the document does not describe their fields) -------------
  'POST /api/crm/imports': {
    valid: () => ({
      form: {
        fields: {},
        files: [
          {
            field: 'file',
            bytes: Buffer.from('Business\tMaps\tRating\r\nFuzz Interiors\t\t4.5\r\n'),
            filename: 'leads.tsv',
            contentType: 'text/tab-separated-values',
          },
        ],
      },
    }),
  },
  'POST /api/photos': {
    valid: (_w, media) => ({
      form: {
        fields: {},
        files: [{ field: 'files', bytes: media.png, filename: 'a.png', contentType: 'image/png' }],
      },
    }),
  },
  'GET /api/orders/{id}/photos': { valid: (w) => ({ params: { id: w.photoOrderId } }) },
  'POST /api/orders/{id}/photos': {
    valid: (w, media) => ({
      params: { id: w.photoOrderId },
      form: {
        fields: {},
        files: [{ field: 'files', bytes: media.png, filename: 'a.png', contentType: 'image/png' }],
      },
    }),
  },
  'POST /api/orders/{id}/photos/from-library': {
    valid: (w) => ({ params: { id: w.photoOrderId }, body: { photoIds: [w.photoId] } }),
  },
  'DELETE /api/orders/{id}/photos/{photoId}': {
    valid: (w) => ({ params: { id: w.photoOrderId, photoId: w.orderPhotoId } }),
  },
  'POST /api/orders/{id}/start': { valid: (w) => ({ params: { id: w.orderToStartId } }) },
  'POST /api/admin/orders/{id}/photos': {
    valid: (w, media) => ({
      params: { id: w.photoOrderId },
      form: {
        fields: {},
        files: [{ field: 'files', bytes: media.png, filename: 'b.png', contentType: 'image/png' }],
      },
    }),
  },
  'POST /api/admin/orders/{id}/start': {
    valid: (w) => ({ params: { id: w.adminOrderToStartId } }),
  },
  'POST /api/custom-references': {
    valid: (_w, media) => ({
      form: {
        fields: { name: 'Someone' },
        files: [{ field: 'images', bytes: media.png, filename: 'a.png', contentType: 'image/png' }],
      },
    }),
  },
  'POST /api/submissions': {
    valid: (_w, media) => ({
      form: {
        fields: {
          email: 'visitor@example.test',
          phone: '555 0100',
          businessName: 'Suite Bakery',
          submissionType: 'files',
        },
        files: [{ field: 'files', bytes: media.png, filename: 'a.png', contentType: 'image/png' }],
      },
    }),
  },
  'POST /api/episodes': {
    valid: (_w, media) => ({
      form: {
        fields: { confirmedCredits: '10', topics: 'pricing' },
        files: [
          { field: 'media', bytes: media.mp3, filename: 'ep.mp3', contentType: 'audio/mpeg' },
        ],
      },
    }),
  },
  'POST /api/voices/clone': {
    valid: (_w, media) => ({
      form: {
        fields: { voiceName: 'My voice', consent: 'true' },
        files: [
          { field: 'sample', bytes: media.mp3, filename: 'me.mp3', contentType: 'audio/mpeg' },
        ],
      },
    }),
  },

  // --- Admin routes that need data (the world is the user they act on) -------------------------
  'POST /api/admin/credits/adjust': {
    valid: (w) => ({ body: { email: w.account.email, amount: 1, reason: 'Security suite' } }),
  },
  'GET /api/admin/credits/history': { valid: (w) => ({ query: { email: w.account.email } }) },
  'POST /api/admin/users/{id}/roles/admin': { valid: (w) => ({ params: { id: w.bystanderId } }) },
  'DELETE /api/admin/users/{id}/roles/admin': {
    valid: (w) => ({ params: { id: w.bystanderId } }),
  },
  'POST /api/admin/submissions/approve': {
    valid: (w) => ({ body: { submissionId: w.submissionToApprove } }),
  },
  'POST /api/admin/mail-outbox/{id}/resend': {
    valid: (w) => ({ params: { id: String(w.outboxMailId) } }),
  },
  'GET /api/admin/orders/{id}': { valid: (w) => ({ params: { id: w.editOrderId } }) },
  'POST /api/admin/orders/{id}/batch': { valid: (w) => ({ params: { id: w.batchOrderId } }) },
  'PUT /api/admin/orders/{id}/brief': {
    valid: (w) => ({ params: { id: w.editOrderId }, body: { city: 'Austin', style: 'Modern' } }),
  },
  'POST /api/admin/orders/{id}/ready': { valid: (w) => ({ params: { id: w.readyOrderId } }) },
  'POST /api/admin/orders/{id}/clips/{clipId}/remake': {
    valid: (w) => ({
      params: { id: w.editOrderId, clipId: w.orderClipToRemakeId },
      body: { motionPrompt: 'Gentle orbit around the centre of the room' },
    }),
  },
  'PUT /api/admin/orders/{id}/clips/{clipId}/cover': {
    valid: (w) => ({
      params: { id: w.editOrderId, clipId: w.editOrderClipId },
      body: { seconds: 2 },
    }),
  },
  'PATCH /api/admin/orders/{id}/clips/{clipId}': {
    valid: (w) => ({
      params: { id: w.editOrderId, clipId: w.editOrderClipId },
      body: { title: 'Suite kitchen', tags: ['kitchen'] },
    }),
  },
  'POST /api/admin/orders/{id}/clips/{clipId}/rewrite': {
    valid: (w) => ({ params: { id: w.editOrderId, clipId: w.editOrderClipId } }),
  },
  'POST /api/admin/submissions/reject': {
    valid: (w) => ({ body: { submissionId: w.submissionToReject, reason: 'Too dark' } }),
  },

  // --- Go High Level (its rows are GHL's, or named by a feature type) ---------------------------
  'POST /api/gohighlevel/connect': {
    valid: () => ({ body: { apiKey: SUITE_GHL.token, locationId: SUITE_GHL.locationId } }),
    sharedIds: {
      locationId:
        "a Go High Level location, not a row of ours: the key sent decides which it reaches (the fuzz's app talks to a local GHL)",
    },
  },
  // No body: what the fuzz breaks is the rest of the request.
  'DELETE /api/gohighlevel/connection': { valid: () => ({}) },
  'PUT /api/gohighlevel/features/{featureType}': {
    valid: () => ({
      params: { featureType: 'conversations' },
      body: { settings: { contactId: 'suiteContact' } },
    }),
    notOwned:
      'the path names one of five feature types, not a row: each user saves their own under ' +
      'it (modules/gohighlevel/features.int.test.ts checks users never see each other’s)',
  },
  'PATCH /api/gohighlevel/features/{featureType}': {
    valid: () => ({ params: { featureType: 'conversations' }, body: { enabled: false } }),
    notOwned: 'the path names one of five feature types, not a row (as for PUT)',
  },

  // --- Routes whose documented schema does not say enough for a valid request --------------
  'POST /api/crm/leads': {
    valid: () => ({ body: { businessName: 'Fuzz Interiors', website: 'https://fuzz.example' } }),
  },
  'POST /api/billing/subscription-checkout': {
    valid: () => ({ body: { tier: `${PLAN_IDS[0]}-${PLAN_VARIANTS[0]}` } }),
  },
  'POST /api/marketing/waitlist': {
    valid: () => ({ body: { list: 'webinar', name: 'Sam Suite', email: 'sam@example.test' } }),
  },
  'POST /api/marketing/exit-leads': {
    valid: () => ({ body: { email: 'sam@example.test', page: '/pricing' } }),
  },

  // --- Routes without a body or with one the document does not describe ----------------------
  'POST /api/billing/webhook': {
    valid: () => ({ raw: { contentType: 'application/json', bytes: '{"id":"evt_suite"}' } }),
    refusedBecause:
      'payment events are signed (Stripe-Signature over the exact bytes): an unsigned one is ' +
      'refused first, as it must be; webhooks.int.test.ts covers signed ones',
  },
  'POST /api/auth/sign-up/email': {
    valid: () => ({ body: { name: 'New Person', email: uniqueEmail(), password: TEST_PASSWORD } }),
  },
  'POST /api/auth/sign-in/email': {
    valid: (w) => ({ body: { email: w.account.email, password: w.account.password } }),
  },
  'POST /api/auth/request-password-reset': { valid: (w) => ({ body: { email: w.account.email } }) },
  'POST /api/auth/reset-password': {
    valid: () => ({ body: { token: 'not-a-real-token', newPassword: TEST_PASSWORD } }),
    refusedBecause:
      'a reset token comes by mail and works once; the cases still pass the body checks and ' +
      'reach the token lookup',
  },
  'POST /api/auth/sign-in/magic-link': {
    // An email without an account: a real account's link is mailed after the answer, and a
    // mail landing while a later refused case runs would look like that case's write. The
    // mailing path has its own tests (modules/auth/sign-in-links.int.test.ts).
    valid: () => ({ body: { email: 'no-account-here@example.test' } }),
  },
  'GET /api/auth/magic-link/verify': {
    valid: () => ({ query: { token: 'not-a-real-token' } }),
    refusedBecause:
      'a link token comes by mail and works once: a made-up one is sent to the expired-link ' +
      'page (a redirect), as every case here must be',
  },
  'POST /api/me/password': {
    valid: () => ({ body: { newPassword: TEST_PASSWORD } }),
    refusedBecause:
      "the suite's users signed up with a password, and a second one is refused (409); the " +
      'cases still pass the session, the limits and the body checks first',
  },
  'POST /api/social/youtube/connect': {
    // No body: the fuzz still breaks the body as a whole.
    valid: () => ({}),
  },
  'DELETE /api/social/connections/{platform}': {
    valid: () => ({ params: { platform: 'youtube' } }),
    ownSession:
      "it removes the caller's YouTube channel, which the shared fuzz user's later routes " +
      '(post-to-youtube) need',
    refusedBecause:
      'the fresh user of its own session has no channel to remove (404); connect.int.test.ts ' +
      'disconnects a real one',
    notOwned:
      'the path names a platform, not a row: each user removes only their own connection ' +
      '(another user asking gets a 404 for their own missing one); connect.int.test.ts ' +
      "checks that one user cannot see or delete another's connection",
  },
  'GET /api/social/youtube/callback': {
    valid: () => ({ query: { code: 'made-up-code', state: 'made-up-state' } }),
    refusedBecause:
      'a state is made for one user by POST /api/social/youtube/connect and works once: a ' +
      'made-up one is sent back to /social-connections with ?error= (a redirect), writing ' +
      'nothing, as every case here must be; connect.int.test.ts covers real ones',
  },
  'POST /api/youtube-test/consent': {
    valid: (w) => ({
      body: {
        state: 'suite-state',
        codeChallenge: 'A'.repeat(43),
        redirectUri: w.youtubeCallbackUrl,
        decision: 'allow',
      },
    }),
  },
  'POST /api/auth/sign-out': {
    valid: () => ({}),
    ownSession: 'signs the caller out',
  },
  'GET /api/files/{*}': {
    valid: (w) => ({
      params: { '*': w.fileLink.key },
      query: { exp: w.fileLink.exp, sig: w.fileLink.sig },
    }),
    notOwned:
      'a signed link (no session): whoever holds it may read the file until it expires; ' +
      'the signature over key and expiry is the check, and storage tests cover it',
  },
};
