import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { escapeHtml, html } from '../html.js';
import { createMailPort } from './mailer.js';
import { listOutbox } from './outbox-repo.js';

/**
 * User text in mail (issue 15, item 9): a name such as `<script>…` must arrive as text in the
 * html part, and unchanged in the plain-text part. Mail bodies are built with the html`` tag,
 * which escapes every value put into it.
 */

const HOSTILE_NAME = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.dispose());

describe('user text in mail', () => {
  it('is escaped in the html part and plain in the text part, as stored and sent', async () => {
    const mail = createMailPort({ database: testDb.database });
    await mail.send({
      to: 'owner@example.test',
      kind: 'test_user_text',
      subject: `Welcome, ${HOSTILE_NAME}`,
      text: `Hello ${HOSTILE_NAME},\n\nYour studio is ready.`,
      html: html`<p>Hello ${HOSTILE_NAME},</p>
        <p><a href="${'https://x.example/?a="b"&c'}">Open</a></p>`,
    });

    const [row] = await listOutbox(testDb.database, 1);
    expect(row?.text).toBe(`Hello ${HOSTILE_NAME},\n\nYour studio is ready.`);
    expect(row?.html).toContain(
      '<p>Hello &#60;script&#62;window.__pwned=1&#60;/script&#62;&#60;img src=x onerror=&#34;window.__pwned=2&#34;&#62;,</p>',
    );
    expect(row?.html).toContain('<a href="https://x.example/?a=&#34;b&#34;&#38;c">Open</a>');
    // Only the template's own markup is markup: no tag or attribute came from the name.
    expect(row?.html).not.toMatch(/<script|<img|onerror="/);
  });

  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
    expect(html`${1}<b>${null}</b>${'a&b'}`).toBe('1<b>null</b>a&#38;b');
  });
});
