import { SCRIPT_MESSAGES, scriptListResponseSchema, type Script } from '@shared/scripts';
import type { CDPSession, Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, shouldSkipBrowserTests, VIEWPORTS } from './harness';
import { signedInBrowserSuite } from './suite';

const { mobile } = VIEWPORTS;
/**
 * The built-in writer streams as fast as the socket takes it; a slow connection (bytes per
 * second) spreads the stream over a second or two, so the "while writing" state can be seen.
 */
const SLOW_DOWNLOAD_BYTES_PER_SECOND = 6_000;

const isGenerate = (response: Response) =>
  new URL(response.url()).pathname === '/api/scripts/generate' &&
  response.request().method() === 'POST';
const isUpdate = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/api/scripts/') &&
  response.request().method() === 'PATCH';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

describe.skipIf(shouldSkipBrowserTests())('script writer in Chromium', () => {
  const suite = signedInBrowserSuite();
  let page: Page;

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
  const form = () => page.getByRole('form', { name: 'Generate a script' });
  const titleField = () => form().getByLabel('Episode Title');
  const topicField = () => form().getByLabel('Topic & Details');
  const cards = () => page.getByTestId('script-card');
  const card = (title: string) =>
    cards().filter({ has: page.getByRole('heading', { name: title }) });

  /**
   * The user's newest script as the server has it. (Read from the list: a streamed response's
   * body is not reliably kept by the browser's protocol for `response.text()`.)
   */
  async function newestScript(): Promise<Script> {
    const answer = await page.request.get('/api/scripts');
    expect(answer.status()).toBe(200);
    const [newest] = scriptListResponseSchema.parse(await answer.json()).scripts;
    if (!newest) throw new Error('no script saved');
    return newest;
  }

  async function openScripts(label: string) {
    page = await suite.signedIn(label);
    await page.goto('/scripts');
    await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();
  }

  async function slowNetwork(cdp: CDPSession, slow: boolean) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: slow ? SLOW_DOWNLOAD_BYTES_PER_SECOND : -1,
      uploadThroughput: -1,
    });
  }

  /** Fills the form, generates, and waits for the saved script. */
  async function generate(title: string, topic: string): Promise<Script> {
    await titleField().fill(title);
    await topicField().fill(topic);
    const answered = page.waitForResponse(isGenerate);
    await form().getByRole('button', { name: 'Generate Script' }).click();
    expect((await answered).status()).toBe(200);
    await card(title).waitFor();
    return newestScript();
  }

  it('refuses blank fields and sends nothing', async () => {
    await openScripts('scripts-blank');
    await page.getByText(SCRIPT_MESSAGES.emptyList).waitFor();
    expect(await page.locator('header').getByText('Script Writer').count()).toBe(1);
    expect(await topicField().getAttribute('rows')).toBe('4');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/scripts/generate')) {
        posts += 1;
      }
    });

    const submit = form().getByRole('button', { name: 'Generate Script' });
    await submit.click();
    const refused = toast(SCRIPT_MESSAGES.titleAndTopicRequired);
    await refused.waitFor();
    expect(await refused.getByText('Error', { exact: true }).count()).toBe(1);
    expect(await isFocused(titleField())).toBe(true);

    await titleField().fill('The Future of Remote Work');
    await topicField().fill('   \n  ');
    await submit.click();
    // Only a refusal moves the focus to the blank field.
    await expect.poll(() => isFocused(topicField())).toBe(true);
    await toast(SCRIPT_MESSAGES.titleAndTopicRequired).first().waitFor();
    expect(posts).toBe(0);
    await screenshot(page, 'scripts-empty-desktop');

    await page.setViewportSize(mobile);
    await page.getByText(SCRIPT_MESSAGES.emptyList).waitFor();
    await screenshot(page, 'scripts-empty-mobile', { fullPage: true });
  });

  it(
    'writes a script as it streams, lists it first, edits and cancels, one at a time',
    { timeout: 90_000 },
    async () => {
      await openScripts('scripts-writer');
      await page.getByText(SCRIPT_MESSAGES.emptyList).waitFor();
      const title = 'The Future of Remote Work';
      const topic = 'Async communication\nHome office setup\nAvoiding burnout';
      await titleField().fill(title);
      await topicField().fill(topic);

      // Slow the connection so the stream is spread over time, then watch it being written.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await slowNetwork(cdp, true);
      const answered = page.waitForResponse(isGenerate);
      await form().getByRole('button', { name: 'Generate Script' }).click();
      const busy = form().getByRole('button', { name: 'Generating...' });
      await busy.waitFor();
      expect(await titleField().isDisabled()).toBe(true);
      expect(await topicField().isDisabled()).toBe(true);
      const preview = page.getByTestId('script-preview');
      await preview.getByText('Built-in writer (local engine)').waitFor();
      const soFar = preview.getByRole('region', { name: 'Script so far' });
      await expect.poll(async () => (await soFar.textContent())?.length ?? 0).toBeGreaterThan(40);
      const partial = (await soFar.textContent()) ?? '';
      expect(await busy.isVisible()).toBe(true);
      await screenshot(page, 'scripts-streaming-desktop');

      const response = await answered;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/event-stream');
      await toast(SCRIPT_MESSAGES.generated).waitFor();
      const script = await newestScript();
      expect(script.title).toBe(title);
      await slowNetwork(cdp, false);
      expect(script.content.startsWith(partial.trim().slice(0, 40))).toBe(true);
      expect(script.content.length).toBeGreaterThan(partial.length);
      expect(script.engine).toBe('local');

      // The form clears and comes back; the script is listed first, whole.
      await form().getByRole('button', { name: 'Generate Script' }).waitFor();
      expect(await titleField().inputValue()).toBe('');
      expect(await topicField().inputValue()).toBe('');
      expect(await titleField().isDisabled()).toBe(false);
      await preview.waitFor({ state: 'detached' });
      const first = cards().first();
      await first.getByRole('heading', { name: title }).waitFor();
      expect(await first.getByTestId('script-topic').textContent()).toBe(`Topic: ${topic}`);
      const content = first.getByTestId('script-content');
      expect(await content.textContent()).toBe(script.content);
      await first.getByText('Built-in writer (local engine)').waitFor();
      const box = await content.evaluate((element) => {
        const style = getComputedStyle(element);
        return { maxHeight: style.maxHeight, overflowY: style.overflowY };
      });
      expect(box).toEqual({ maxHeight: '256px', overflowY: 'auto' });
      expect(await content.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await screenshot(page, 'scripts-generated-desktop');

      // Edit and save: a 12-row box with the focus in it, then back to view mode.
      const written = card(title);
      await written.getByRole('button', { name: 'Edit Script' }).click();
      const editor = written.getByRole('textbox', { name: 'Script' });
      expect(await editor.getAttribute('rows')).toBe('12');
      expect(await editor.inputValue()).toBe(script.content);
      expect(await isFocused(editor)).toBe(true);
      const edited = 'HOOK:\nRemote work is not going away.\n\nOUTRO:\nThanks for listening!';
      await editor.fill(`  ${edited}\n`);
      const patched = page.waitForResponse(isUpdate);
      await written.getByRole('button', { name: 'Save Changes' }).click();
      const update = await patched;
      expect(update.status()).toBe(200);
      expect(update.request().postDataJSON()).toEqual({ content: edited });
      expect(new URL(update.url()).pathname).toBe(`/api/scripts/${script.id}`);
      await toast(SCRIPT_MESSAGES.updated).waitFor();
      await editor.waitFor({ state: 'detached' });
      expect(await written.getByTestId('script-content').textContent()).toBe(edited);
      const editButton = written.getByRole('button', { name: 'Edit Script' });
      await expect.poll(() => isFocused(editButton)).toBe(true);

      // Cancel discards, and sends nothing.
      let patches = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH') patches += 1;
      });
      await editButton.click();
      await editor.fill('Throw this away');
      await written.getByRole('button', { name: 'Cancel' }).click();
      await editor.waitFor({ state: 'detached' });
      expect(await written.getByTestId('script-content').textContent()).toBe(edited);
      await expect.poll(() => isFocused(editButton)).toBe(true);

      // A second script goes first; opening its editor closes the first one's.
      const second = await generate('Morning Routines', 'Sleep, light, coffee timing');
      await toast(SCRIPT_MESSAGES.generated).first().waitFor();
      expect(await cards().first().getByRole('heading', { level: 3 }).textContent()).toBe(
        'Morning Routines',
      );
      await editButton.click();
      await editor.fill('Unsaved draft');
      await card('Morning Routines').getByRole('button', { name: 'Edit Script' }).click();
      const secondEditor = card('Morning Routines').getByRole('textbox', { name: 'Script' });
      await expect.poll(() => isFocused(secondEditor)).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Script' }).count()).toBe(1);
      expect(await secondEditor.inputValue()).toBe(second.content);
      expect(await written.getByTestId('script-content').textContent()).toBe(edited);
      await screenshot(page, 'scripts-editing-desktop');
      expect(patches).toBe(0);

      // Saved for real: a fresh load shows the edit.
      await page.reload();
      await card(title).getByText('Remote work is not going away.').waitFor();
      await page.setViewportSize(mobile);
      await page.getByRole('heading', { level: 1, name: 'Script Writer' }).waitFor();
      await screenshot(page, 'scripts-list-mobile', { fullPage: true });
      await card('Morning Routines').getByRole('button', { name: 'Edit Script' }).click();
      await card('Morning Routines').getByRole('textbox', { name: 'Script' }).waitFor();
      await screenshot(page, 'scripts-editing-mobile');

      // Another user sees none of it, and cannot change it.
      await page.context().close();
      await openScripts('scripts-other');
      await page.getByText(SCRIPT_MESSAGES.emptyList).waitFor();
      const foreign = await page.request.patch(`/api/scripts/${script.id}`, {
        data: { content: 'Not mine' },
        headers: { origin: suite.server.url },
      });
      expect(foreign.status()).toBe(404);
      expect(await cards().count()).toBe(0);
    },
  );

  it('shows the spec’s messages when loading, generating or saving fails', async () => {
    await openScripts('scripts-failures');
    await page.getByText(SCRIPT_MESSAGES.emptyList).waitFor();

    // The daily limit (429) is shown in the server's words; the form keeps its text.
    const limit = SCRIPT_MESSAGES.dailyLimit(20);
    await page.route('**/api/scripts/generate', (route) =>
      route.fulfill({ status: 429, json: { error: limit } }),
    );
    await titleField().fill('Deep Work');
    await topicField().fill('Focus and habits');
    await form().getByRole('button', { name: 'Generate Script' }).click();
    await toast(limit).waitFor();
    expect(await titleField().inputValue()).toBe('Deep Work');

    // A failure while writing: the spec's words, the reason under them, nothing listed.
    await page.unroute('**/api/scripts/generate');
    const events = [
      { type: 'start', engine: 'openai' },
      { type: 'delta', text: 'Welcome to' },
      { type: 'error', error: 'The AI script writer stopped responding. Please try again.' },
    ];
    await page.route('**/api/scripts/generate', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''),
      }),
    );
    await form().getByRole('button', { name: 'Generate Script' }).click();
    const failed = toast(SCRIPT_MESSAGES.failedToGenerate);
    await failed.waitFor();
    await failed.getByText('The AI script writer stopped responding.', { exact: false }).waitFor();
    expect(await titleField().inputValue()).toBe('Deep Work');
    expect(await cards().count()).toBe(0);
    await page.unroute('**/api/scripts/generate');

    // Saving fails: edit mode stays open with the text.
    await generate('Deep Work', 'Focus and habits');
    await page.route('**/api/scripts/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 404, json: { error: SCRIPT_MESSAGES.notFound } })
        : route.fallback(),
    );
    const written = card('Deep Work');
    await written.getByRole('button', { name: 'Edit Script' }).click();
    const editor = written.getByRole('textbox', { name: 'Script' });
    await editor.fill('Kept after a failed save');
    await written.getByRole('button', { name: 'Save Changes' }).click();
    const notSaved = toast(SCRIPT_MESSAGES.failedToUpdate);
    await notSaved.waitFor();
    await notSaved.getByText(SCRIPT_MESSAGES.notFound).waitFor();
    expect(await editor.inputValue()).toBe('Kept after a failed save');
    // The focus stays in the editor (not lost to the page), ready to try again.
    const editorForm = written.getByRole('form', { name: 'Edit Deep Work' });
    await expect
      .poll(() => editorForm.evaluate((form) => form.contains(document.activeElement)))
      .toBe(true);

    // Loading fails: a toast, and the list says so with a retry.
    await page.route('**/api/scripts', (route) =>
      route.fulfill({ status: 404, json: { error: 'Not Found' } }),
    );
    await page.reload();
    await toast(SCRIPT_MESSAGES.failedToLoad).waitFor();
    await page.getByRole('alert').getByText(SCRIPT_MESSAGES.failedToLoad).waitFor();
    await page.unroute('**/api/scripts');
    await page.getByRole('button', { name: 'Try again' }).click();
    await card('Deep Work').waitFor();
  });
});
