import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, uniqueAccount } from './accounts';
import { screenshot, shouldSkipBrowserTests } from './harness';
import { linkFromMailDrop } from './mail-drop';
import { roomPhoto, submitPhotos, toast, VERIFY_LINK } from './service-steps';
import { browserSuite } from './suite';

/**
 * Issue 17's intake, as its people use it: a visitor with no account sends photos from
 * /upload, an admin (ADMIN_EMAILS) approves them on /admin/submissions, and the sign-in link
 * read from the mail outbox signs the new client in; a rejection mails its reason.
 */

const ADMIN = { ...uniqueAccount('intake-admin'), email: 'intake-admin@example.com' };

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(admin: BrowserContext, email: string): Promise<OutboxMail[]> {
  const response = await admin.request.get('/api/admin/mail-outbox?limit=50');
  expect(response.status()).toBe(200);
  const { mails } = (await response.json()) as { mails: OutboxMail[] };
  return mails.filter((mail) => mail.to === email);
}

describe.skipIf(shouldSkipBrowserTests())('client intake in Chromium', () => {
  const suite = browserSuite({ env: { ADMIN_EMAILS: ADMIN.email } });

  let adminSignedUp = false;
  /** The admin's page: signed up the first time (ADMIN_EMAILS makes them admin), else signed in. */
  async function adminPage(): Promise<Page> {
    const page = await suite.visitor();
    if (!adminSignedUp) {
      await signUpViaApi(page.context(), suite.server, ADMIN);
      adminSignedUp = true;
      return page;
    }
    const response = await page.context().request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: suite.server.url },
    });
    expect(response.status()).toBe(200);
    return page;
  }

  it(
    'takes 3 photos from a visitor to an approved account whose photos become a video',
    { timeout: 180_000 },
    async () => {
      const client = uniqueAccount('designer');
      const visitor = await suite.visitor();
      await submitPhotos(visitor, client.email, 'Studio Lumen', 3);
      await visitor.waitForURL((url) => url.pathname === '/pricing', { timeout: 10_000 });
      await visitor.context().close();

      const admin = await adminPage();
      await admin.goto('/admin/submissions');
      const card = admin.getByTestId('submission-card').filter({ hasText: client.email });
      await card.waitFor();
      await expect.poll(() => card.getByTestId('submission-thumbnail').count()).toBe(3);
      await screenshot(admin, 'intake-admin-submissions');
      // Approving asks first, naming the business and its photos; Cancel changes nothing.
      const confirm = admin.getByRole('dialog', { name: 'Approve Studio Lumen?' });
      await card.getByTestId('approve-submission').click();
      await confirm.getByText(`3 photos from ${client.email}.`, { exact: false }).waitFor();
      await screenshot(admin, 'intake-approve-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await card.getByText('pending', { exact: true }).count()).toBe(1);
      await card.getByTestId('approve-submission').click();
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(admin, 'Submission Approved').waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => card.getByTestId('approve-submission').count()).toBe(0);

      // The admin's outbox says the link went, hidden; "Send again" mails the client a fresh
      // one, which the client (here: the mail drop, no SMTP in tests) signs in with.
      const firstLink = await linkFromMailDrop(suite.server.dataDir, client.email, VERIFY_LINK);
      await admin.goto('/admin/mail');
      await admin.getByTestId('outbox-mail').filter({ hasText: client.email }).first().click();
      const message = admin.getByRole('region', { name: 'Message' });
      await message.getByText('Link sent, hidden', { exact: true }).waitFor();
      expect(await message.getByRole('link', { name: /magic-link\/verify/ }).count()).toBe(0);
      await message.getByRole('button', { name: 'Send again' }).click();
      await toast(admin, 'Fresh link sent').waitFor();
      await screenshot(admin, 'intake-admin-mail');
      const fresh = await linkFromMailDrop(suite.server.dataDir, client.email, VERIFY_LINK, {
        notIn: [firstLink],
      });
      const link = new URL(fresh);
      expect(link.origin).toBe(suite.server.url);
      const newcomer = await suite.visitor();
      await newcomer.goto(link.href);
      await newcomer.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      const me = await newcomer.context().request.get('/api/me');
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(client.email);
      await newcomer.getByText('Set a password', { exact: true }).waitFor();

      // A used link says so and offers a new one.
      const again = await suite.visitor();
      await again.goto(link.href);
      await again.waitForURL((url) => url.pathname === '/auth');
      await again.getByText(/expired or was already used/i).waitFor();
      await again.context().close();

      // The three submitted photos are the client's own.
      await newcomer.goto('/photos');
      await expect.poll(() => newcomer.getByTestId('photo-card').count()).toBe(3);
      await screenshot(newcomer, 'intake-my-photos');

      // One of them becomes an Image to Video job (credits topped up by the admin).
      const topUp = await admin.context().request.post('/api/admin/credits/adjust', {
        data: { email: client.email, amount: 100, reason: 'e2e: first video from photos' },
        headers: { origin: suite.server.url },
      });
      expect(topUp.status()).toBe(200);
      await newcomer.goto('/videos');
      const panel = newcomer.getByRole('region', { name: 'Create a video' });
      await panel.getByRole('radio', { name: 'Image to Video' }).check();
      await panel.getByTestId('studio-choose-photos').click();
      const picker = newcomer.getByRole('dialog', { name: 'Choose from My photos' });
      await expect.poll(() => picker.getByTestId('photo-picker-item').count()).toBe(3);
      await picker.getByTestId('photo-picker-item').first().click();
      await picker.getByRole('button', { name: 'Add 1 photo' }).click();
      await picker.waitFor({ state: 'hidden' });
      await panel.getByLabel('Prompt', { exact: true }).fill('A slow push into the living room');
      const created = newcomer.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/videos/image-to-video' &&
          response.request().method() === 'POST',
      );
      await panel.getByRole('button', { name: 'Generate' }).click();
      expect((await created).status()).toBe(201);
      const job = newcomer.getByTestId('video-job-card').first();
      await job.getByText('Completed', { exact: true }).waitFor({ timeout: 120_000 });
      await screenshot(newcomer, 'intake-photo-video');
    },
  );

  it('checks the phone and the latest pick before sending, and leaves no old error beside the thanks', async () => {
    const visitor = await suite.visitor();
    const sent: string[] = [];
    visitor.on('request', (request) => {
      const sending = request.method() === 'POST';
      if (sending && new URL(request.url()).pathname === '/api/submissions') sent.push('sent');
    });
    await visitor.goto('/upload');
    await visitor.getByTestId('upload-kept').waitFor();
    // No support mailbox is configured here: no made-up address (support@ the host) is shown.
    expect(await visitor.getByTestId('support-email').count()).toBe(0);
    expect(await visitor.locator('main').textContent()).not.toMatch(/support@/i);

    await visitor.getByLabel('Email').fill(uniqueAccount('phone-check').email);
    await visitor.getByLabel('Phone').fill('abc');
    await visitor.getByLabel('Business name').fill('Phone Check Interiors');
    const picker = visitor.getByTestId('upload-files');
    const count = visitor.getByTestId('upload-file-count');
    const pngs = (n: number) =>
      Array.from({ length: n }, (_, index) => ({
        name: `pick-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: roomPhoto(`hsl(${index * 30}, 40%, 50%)`),
      }));
    await picker.setInputFiles(pngs(1));
    await expect.poll(() => count.textContent()).toBe('1 photo selected');
    // A pick over the limit replaces the one before: its count, and the rule, are shown.
    await picker.setInputFiles(pngs(12));
    await expect.poll(() => count.textContent(), { timeout: 5_000 }).toBe('12 photos selected');
    await visitor
      .getByRole('tabpanel')
      .getByText('Please select up to 10 files at a time', { exact: true })
      .waitFor();
    await visitor.getByTestId('upload-submit').click();
    await toast(visitor, 'Too many files').first().waitFor();

    await picker.setInputFiles(pngs(2));
    await expect.poll(() => count.textContent()).toBe('2 photos selected');
    await visitor.getByTestId('upload-submit').click();
    await toast(visitor, 'Please enter a valid phone number').waitFor();
    expect(sent).toEqual([]);

    await visitor.getByLabel('Phone').fill('+1 (555) 123-4567');
    await visitor.getByTestId('upload-submit').click();
    await visitor.getByTestId('upload-thank-you').waitFor();
    expect(sent).toEqual(['sent']);
    // A toast lives 4 s: the refusal shown a moment ago must go with the success (checked
    // within 1 s, before the page moves on to /pricing at 1.5 s).
    await expect
      .poll(() => visitor.locator('[data-sonner-toast]').count(), { timeout: 1_000 })
      .toBe(0);
    await visitor.context().close();
  });

  it('mails a rejected submitter the reason', async () => {
    const client = uniqueAccount('rejected');
    const visitor = await suite.visitor();
    await submitPhotos(visitor, client.email, 'Dim Rooms Ltd', 1);
    await visitor.context().close();

    const admin = await adminPage();
    await admin.goto('/admin/submissions');
    const card = admin.getByTestId('submission-card').filter({ hasText: client.email });
    const dialog = admin.getByRole('dialog', { name: 'Reject Dim Rooms Ltd?' });
    const reason = dialog.getByLabel('Reason (optional, mailed to the submitter)');
    // Cancel closes the dialog, rejects nothing and forgets the reason typed.
    await card.getByTestId('reject-submission').click();
    await reason.fill('A reason never sent');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.getByText('pending', { exact: true }).count()).toBe(1);
    await card.getByTestId('reject-submission').click();
    expect(await reason.inputValue()).toBe('');
    await reason.fill('The photos are too dark');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(admin, 'Submission Rejected').waitFor();

    const mails = await mailsTo(admin.context(), client.email);
    expect(mails.some((mail) => mail.text.includes('The photos are too dark'))).toBe(true);
    expect(mails.some((mail) => mail.text.includes('A reason never sent'))).toBe(false);
  });

  it("tells a signed-in client who is not an admin they can't review submissions", async () => {
    const page = await suite.signedIn('not-admin');
    await page.goto('/admin/submissions');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have admin permissions").first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const list = await page.context().request.get('/api/admin/submissions');
    expect(list.status()).toBe(403);
  });
});

describe.skipIf(shouldSkipBrowserTests())(
  '/upload when the caps on waiting photos are reached',
  () => {
    // 1 KB for everyone: less than one photo at the 20 MB limit, so uploads are closed.
    const suite = browserSuite({ env: { SUBMISSION_PENDING_BYTES_TOTAL: '1024' } });

    it("says it can't take more uploads instead of showing the form", async () => {
      const visitor = await suite.visitor();
      await visitor.goto('/upload');
      await visitor
        .getByTestId('upload-full')
        .getByText("We can't take more uploads right now; please try again later", { exact: true })
        .waitFor();
      expect(await visitor.getByTestId('upload-files').count()).toBe(0);
      expect(await visitor.getByTestId('upload-submit').count()).toBe(0);
      await screenshot(visitor, 'intake-upload-full');
    });
  },
);
