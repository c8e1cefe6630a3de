import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@shared/marketing';
import { eq } from 'drizzle-orm';
import { EBOOK, MASTERCLASS, WEBINAR } from '@shared/site';
import { mailOutbox, siteLeads, waitlistEntries } from '../../db/schema/index.js';
import {
  createTestApp,
  TEST_ROLES_HEADER,
  TEST_USER_HEADER,
  type TestApp,
} from '../../../../test/helpers/app.js';
import { insertUser, makeAdmin } from '../../../../test/helpers/users.js';

let t: TestApp;
let addressCounter = 0;
/** Each test sends from its own client address, so the per-address limit is its own. */
const nextAddress = () => `10.0.0.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const waitlistRows = () => t.database.db.select().from(waitlistEntries);
const leadRows = () => t.database.db.select().from(siteLeads);

describe('POST /api/marketing/waitlist', () => {
  it('saves a sign-up, and a repeat email (any case) without a second row', async () => {
    const address = nextAddress();
    const first = await post(
      '/api/marketing/waitlist',
      { list: 'masterclass', name: ' Ada Lovelace ', email: ' Ada@Example.test ' },
      address,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await post(
      '/api/marketing/waitlist',
      { list: 'masterclass', name: 'Ada L.', email: 'ada@example.test' },
      address,
    );
    expect(again.statusCode).toBe(200);
    // The same person may still join another list.
    await post('/api/marketing/waitlist', {
      list: 'ebook',
      name: 'Ada',
      email: 'ada@example.test',
    });

    const rows = await waitlistRows();
    const ada = rows.filter((row) => row.email === 'ada@example.test');
    expect(ada.map((row) => [row.list, row.name]).sort()).toEqual([
      ['ebook', 'Ada'],
      ['masterclass', 'Ada Lovelace'],
    ]);
  });

  it('refuses a missing name or email, or a bad email, with a message and no row', async () => {
    const before = (await waitlistRows()).length;
    const cases: Array<[object, string]> = [
      [{ list: 'webinar', name: '  ', email: 'a@b.test' }, MARKETING_MESSAGES.nameAndEmailRequired],
      [{ list: 'webinar', name: 'Bo', email: '' }, MARKETING_MESSAGES.nameAndEmailRequired],
      [{ list: 'webinar', name: 'Bo', email: 'not-an-email' }, MARKETING_MESSAGES.invalidEmail],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/marketing/waitlist', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    const unknownList = await post('/api/marketing/waitlist', {
      list: 'podcast',
      name: 'Bo',
      email: 'bo@example.test',
    });
    expect(unknownList.statusCode).toBe(400);
    expect((await waitlistRows()).length).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await waitlistRows()).length;
    const response = await post('/api/marketing/waitlist', {
      list: 'webinar',
      name: 'Bot',
      email: 'bot@spam.test',
      website: 'https://spam.test',
    });
    expect(response.statusCode).toBe(200);
    expect((await waitlistRows()).length).toBe(before);
  });

  it('limits sign-ups per client address with a 429 and a clear message', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await post(
        '/api/marketing/waitlist',
        { list: 'ebook', name: `Reader ${i}`, email: `reader${i}@example.test` },
        address,
      );
      expect(response.statusCode, `sign-up ${i}`).toBe(200);
    }
    const blocked = await post(
      '/api/marketing/waitlist',
      { list: 'ebook', name: 'One more', email: 'more@example.test' },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: MARKETING_MESSAGES.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await waitlistRows();
    expect(rows.some((row) => row.email === 'more@example.test')).toBe(false);
    // Another address is not affected.
    const other = await post('/api/marketing/waitlist', {
      list: 'ebook',
      name: 'Other',
      email: 'other@example.test',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/marketing/exit-leads', () => {
  it('keeps the email once, with the page it was left on', async () => {
    for (const page of ['/pricing', '/victory-pricing']) {
      const response = await post('/api/marketing/exit-leads', {
        email: 'Owner@Studio.test',
        page,
      });
      expect(response.statusCode).toBe(200);
    }
    const rows = (await leadRows()).filter((row) => row.email === 'owner@studio.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'exit-popup', page: '/pricing' });
  });

  it('takes as page only a path on this site', async () => {
    const elsewhere = [
      '//evil.example',
      '//evil.example/pricing',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/pricing',
      'javascript:alert(1)',
      'pricing',
      '/pricing page',
      '/pricing\n',
      `/${'a'.repeat(200)}`,
    ];
    for (const page of elsewhere) {
      const response = await post('/api/marketing/exit-leads', {
        email: 'lead@example.test',
        page,
      });
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toEqual({ error: MARKETING_MESSAGES.invalidPage });
    }
    expect((await leadRows()).filter((row) => row.email === 'lead@example.test')).toEqual([]);

    const paths = ['/', '/pricing', '/victory-pricing?plan=growth#top', '/a/b%2Fc'];
    for (const [i, page] of paths.entries()) {
      const email = `path-${i}@example.test`;
      expect((await post('/api/marketing/exit-leads', { email, page })).statusCode, page).toBe(200);
      expect((await leadRows()).find((row) => row.email === email)?.page).toBe(page);
    }
  });

  it("refuses an empty email with the popup's message", async () => {
    const response = await post('/api/marketing/exit-leads', { email: ' ', page: '/pricing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MARKETING_MESSAGES.emailRequired });
  });
});

/** The outbox rows to an address (every mail is recorded there; no SMTP in tests). */
const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('the mails the pages promise', () => {
  it('sends the webinar sign-up its confirmation once, with the webinar as the page shows it', async () => {
    const address = nextAddress();
    const signup = { list: 'webinar', name: 'Grace Hopper', email: 'grace@example.test' };
    expect((await post('/api/marketing/waitlist', signup, address)).statusCode).toBe(200);
    const mails = await mailsTo('grace@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'webinar_confirmation', status: 'stored' });
    expect(mails[0]!.subject).toContain(WEBINAR.title);
    expect(mails[0]!.text).not.toContain('Grace Hopper');
    expect(mails[0]!.text).toContain('90-minute live workshop limited to 500 attendees');

    // Signing up again (any case) right after does not mail again.
    const again = { ...signup, email: 'Grace@Example.test' };
    expect((await post('/api/marketing/waitlist', again, address)).statusCode).toBe(200);
    expect((await post('/api/marketing/waitlist', signup, address)).statusCode).toBe(200);
    expect(await mailsTo('grace@example.test')).toHaveLength(1);
    expect(await mailsTo('Grace@Example.test')).toHaveLength(0);
  });

  it('confirms masterclass and ebook sign-ups by mail, as /thank-you says, once per address', async () => {
    const address = nextAddress();
    const cases = [
      { list: 'masterclass', kind: 'masterclass_confirmation', title: MASTERCLASS.title },
      { list: 'ebook', kind: 'ebook_confirmation', title: EBOOK.title },
    ] as const;
    for (const { list, kind, title } of cases) {
      const email = `${list}@reader.test`;
      const signup = { list, name: 'Ada Lovelace', email };
      expect((await post('/api/marketing/waitlist', signup, address)).statusCode).toBe(200);
      expect((await post('/api/marketing/waitlist', signup, address)).statusCode).toBe(200);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind, status: 'stored' });
      expect(mails[0]!.subject).toContain(title);
      expect(mails[0]!.text).not.toContain('Ada Lovelace');
      expect(mails[0]!.text).toContain(`/${list}`);
    }
  });

  it('sends the exit-popup email its 10% offer once', async () => {
    const address = nextAddress();
    const lead = { email: 'owner@offer.test', page: '/pricing' };
    expect((await post('/api/marketing/exit-leads', lead, address)).statusCode).toBe(200);
    const mails = await mailsTo('owner@offer.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'exit_offer',
      subject: 'Your 10% off the first month',
    });
    expect(mails[0]!.text).toContain('we refund 10% of it');
    expect(mails[0]!.text).toContain('/pricing');

    expect((await post('/api/marketing/exit-leads', lead, address)).statusCode).toBe(200);
    expect(await mailsTo('owner@offer.test')).toHaveLength(1);
  });

  it('mails nothing and keeps nothing for a bad address (400), or for a honeypot', async () => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const leadsBefore = (await leadRows()).length;
    const waitlistBefore = (await waitlistRows()).length;
    const bad = await post('/api/marketing/exit-leads', {
      email: 'not-an-email',
      page: '/pricing',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: MARKETING_MESSAGES.invalidEmail });
    const badWebinar = await post('/api/marketing/waitlist', {
      list: 'webinar',
      name: 'Bo',
      email: 'bo@@example.test',
    });
    expect(badWebinar.statusCode).toBe(400);
    const bot = await post('/api/marketing/waitlist', {
      list: 'webinar',
      name: 'Bot',
      email: 'bot@mailer.test',
      website: 'https://spam.test',
    });
    expect(bot.statusCode).toBe(200);
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
    expect((await leadRows()).length).toBe(leadsBefore);
    expect((await waitlistRows()).length).toBe(waitlistBefore);
  });
});

describe('GET /api/admin/marketing/signups', () => {
  it('lists sign-ups and leads for admins only', async () => {
    const user = await insertUser(t.database.db, { email: 'plain@example.test' });
    const admin = await insertUser(t.database.db, { email: 'boss@example.test' });
    await makeAdmin(t.database.db, admin.id);

    const anonymous = await t.app.inject({ url: '/api/admin/marketing/signups' });
    expect(anonymous.statusCode).toBe(401);
    const plain = await t.app.inject({
      url: '/api/admin/marketing/signups',
      headers: { [TEST_USER_HEADER]: user.id },
    });
    expect(plain.statusCode).toBe(403);

    const response = await t.app.inject({
      url: '/api/admin/marketing/signups',
      headers: { [TEST_USER_HEADER]: admin.id, [TEST_ROLES_HEADER]: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ waitlist: { email: string }[]; leads: { email: string }[] }>();
    expect(body.waitlist.map((row) => row.email)).toContain('ada@example.test');
    expect(body.leads.map((row) => row.email)).toContain('owner@studio.test');
  });
});
