import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES } from '@shared/crm';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { as, crmClient } from './testing.js';

/**
 * The CRM's files in and out: the CSV export (filtered, formulas defused), refused uploads in
 * the spec's words, and a comma-separated file matched by its header and corrected.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
});
afterAll(() => t.close());

const newUser = async () => (await insertUser(t.database.db)).id;

describe('export and import edges', () => {
  it('exports the filtered leads as CSV with formulas defused', async () => {
    const crm = crmClient(t, await newUser());
    await crm.created({
      businessName: '=HYPERLINK("http://evil.example")',
      leadStatus: 'qualified',
    });
    await crm.created({ businessName: 'Plain, Quoted "Design"' });
    const csv = await crm.get('/api/crm/leads/export.csv', { status: 'qualified' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)",/);
    const all = (await crm.get('/api/crm/leads/export.csv')).body;
    expect(all).toContain('"Plain, Quoted ""Design"""');
  });

  it('refuses files in the spec’s words, signed out or not a CSV, and keeps nothing', async () => {
    const anonymous = await crmClient(t, undefined).upload('a\tb\n1\t2\n', 'leads.csv');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: CRM_MESSAGES.mustBeLoggedInToImport },
    ]);
    const crm = crmClient(t, await newUser());
    const wrong = await crm.upload('%PDF-1.4', 'leads.pdf');
    expect([wrong.statusCode, wrong.json()]).toEqual([415, { error: CRM_MESSAGES.uploadCsv }]);
    const binary = await crm.upload(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), 'leads.csv');
    expect(binary.statusCode).toBe(400);
    const empty = await crm.upload('Name\tPhone\r\n\r\n', 'leads.csv');
    expect(empty.json()).toEqual({ error: 'The file has no rows under its header' });
    const big = await crm.upload('x'.repeat(5 * 1024 * 1024 + 10), 'leads.csv');
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { error: 'The file is too large: at most 5 MB' },
    ]);
  });

  it('matches a comma-separated file by its header and takes a corrected mapping', async () => {
    const userId = await newUser();
    const crm = crmClient(t, userId);
    const text =
      'Phone,Company,Website,Stars\r\n"(512) 555-0199","Comma, Inc",comma.example,4.2\r\n';
    const preview = await crm.preview(text, 'leads.csv');
    expect(preview).toMatchObject({ format: 'csv', mappingEditable: true });
    expect(preview.mapping).toMatchObject({
      businessName: 1,
      phone: 0,
      website: 2,
      rating: 3,
      email: null,
    });
    expect(preview.sample[0]?.values).toMatchObject({ businessName: 'Comma, Inc', rating: '4.2' });
    const remap = (mapping: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/crm/imports/${preview.id}`,
        headers: as(userId),
        payload: { mapping },
      });
    expect((await remap({ businessName: 9 })).json()).toEqual({
      error: 'A mapping names a column of the file',
    });
    expect((await remap({ phone: 0 })).json()).toEqual({
      error: 'Choose the column that holds the business name',
    });
    const remapped = await remap({ businessName: 2, phone: 0 });
    expect(remapped.statusCode).toBe(200);
    expect(remapped.json<{ sample: { values: unknown }[] }>().sample[0]?.values).toEqual({
      businessName: 'comma.example',
      phone: '(512) 555-0199',
      claimStatus: 'unclaimed',
    });
    await crm.commit(preview.id, 'skip');
    expect((await remap({ businessName: 1 })).statusCode).toBe(400);
  });
});
