import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { IMPORT_MESSAGES, type ImportPreview, type UndoPreview } from '@shared/crm-import';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { insertUser } from '../../../../test/helpers/users.js';
import {
  LEAD_FILE_HEADER,
  leadCells,
  leadIdentity,
  thirtyLeadFile,
  tsv,
} from '../../../../test/fixtures/crm-leads.js';
import { crmClient } from './testing.js';

/**
 * Importing lead files end to end through the API (PGlite, and Postgres with
 * TEST_DATABASE_URL): the spec's column order and skip rule on ugly real-world rows,
 * duplicates in the file and against the database under both choices, and undo.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessions: 'header' });
});
afterAll(() => t.close());

const newClient = async () => crmClient(t, (await insertUser(t.database.db)).id);
const byName = (leads: Lead[], name: string) => leads.find((lead) => lead.businessName === name);

/** 20 cells in the spec's order; `over` replaces some by index. */
const row = (over: Record<number, string>) => {
  const cells = Array.from({ length: 20 }, () => '');
  for (const [index, value] of Object.entries(over)) cells[Number(index)] = value;
  return cells;
};

describe('the spec’s format on ugly rows', () => {
  it('reads every column in its place, strips %, and skips rows without a name', async () => {
    const crm = await newClient();
    const text =
      '\uFEFF' +
      tsv(
        [
          LEAD_FILE_HEADER,
          row({
            0: 'Quoted "Q" Interiors',
            1: 'https://www.google.com/maps/place/Quoted+Interiors/@30.2,-97.7,17z/data=!4m6!3m5!1s0x8644b5:0x1a2b3c!8m2',
            2: '4.7',
            3: '1,204',
            4: '1 Main St\tUnit 2\nAustin, TX',
            5: 'quoted.example',
            6: '(512) 555-0101',
            7: 'Hello@Quoted.example, other@quoted.example',
            8: 'Claimed',
            9: '85%',
            10: 'ignored',
            12: 'https://instagram.com/quoted',
            13: 'https://linkedin.com/company/quoted',
            14: 'https://youtube.com/@quoted',
            15: 'Short-form video; Reels',
            16: 'ignored',
            18: 'Line one\r\nLine two\twith a tab',
            19: 'ignored',
          }),
          row({ 0: '', 2: '4.0', 6: '555 0102' }),
          row({ 0: '  \t ', 6: '555 0103' }),
          row({ 0: 'Plain Design', 2: 'n/a', 3: 'none', 8: 'unclaimed', 9: '120%' }),
        ],
        { eol: '\r\n' },
      ) +
      '\r\n\t\t\t\r\n';
    const preview = await crm.preview(text, 'export.csv');
    expect(preview.format).toBe('tsv');
    expect(preview.counts).toEqual({
      rows: 4,
      toAdd: 2,
      noName: 2,
      duplicatesInFile: 0,
      duplicatesExisting: 0,
      toUpdate: 0,
    });
    expect(preview.skipped.map((r) => [r.row, r.reason])).toEqual([
      [3, 'No business name'],
      [4, 'No business name'],
    ]);

    const committed = await crm.commit(preview.id, 'skip');
    expect(committed.json()).toMatchObject({ message: 'Successfully imported 2 leads!' });
    const { leads } = await crm.leads();
    expect(byName(leads, 'Quoted "Q" Interiors')).toMatchObject({
      googleMapsUrl: expect.stringContaining('/maps/place/Quoted+Interiors'),
      rating: 4.7,
      reviewCount: 1204,
      address: '1 Main St Unit 2 Austin, TX',
      website: 'https://quoted.example',
      phone: '(512) 555-0101',
      email: 'Hello@Quoted.example',
      claimStatus: 'claimed',
      completionPercentage: 85,
      instagramUrl: 'https://instagram.com/quoted',
      linkedinUrl: 'https://linkedin.com/company/quoted',
      youtubeUrl: 'https://youtube.com/@quoted',
      suggestedServices: ['Short-form video', 'Reels'],
      aiMessage: 'Line one\nLine two\twith a tab',
      leadStatus: 'new',
      priority: 'medium',
      tags: ['imported'],
    });
    expect(byName(leads, 'Plain Design')).toMatchObject({
      rating: null,
      reviewCount: null,
      claimStatus: 'unclaimed',
      completionPercentage: null,
    });
  });

  it('answers the 30-row acceptance file: 25 to add, 3 duplicates, 2 without a name', async () => {
    const crm = await newClient();
    const { text, names } = thirtyLeadFile();
    const preview = await crm.preview(text, 'maps-export.csv');
    expect(preview.counts).toMatchObject({ rows: 30, toAdd: 25, noName: 2, duplicatesInFile: 3 });
    expect(preview.sample).toHaveLength(10);
    expect(preview.skipped).toHaveLength(5);
    expect(preview.skipped.map((r) => r.reason)).toEqual([
      `Duplicate of row 6 in this file (same maps link)`,
      `Duplicate of row 10 in this file (same phone)`,
      `Duplicate of row 13 in this file (same website)`,
      'No business name',
      'No business name',
    ]);
    const committed = await crm.commit(preview.id, 'skip');
    expect(committed.json<{ message: string }>().message).toBe(CRM_MESSAGES.imported(25));
    const list = await crm.leads();
    expect(list.total).toBe(25);
    // Newest first is the file's order for one import.
    expect(list.leads.map((lead) => lead.businessName)).toEqual(names);

    const skipped = await crm.get(`/api/crm/imports/${preview.id}/skipped.csv`);
    const lines = skipped.body.trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^row,reason,Business Name,Google Maps URL/);
    expect(lines[5]).toMatch(/^\d+,No business name,/);
  });
});

describe('duplicates against the database', () => {
  async function seeded() {
    const crm = await newClient();
    const first = await crm.preview(tsv([LEAD_FILE_HEADER, leadCells(0), leadCells(1)]), 'a.tsv');
    await crm.commit(first.id, 'skip');
    const before = (await crm.leads()).leads;
    // Lead 0 again by its phone (new rating, new email); lead 1 by its website; one new lead;
    // and a row matching the new one inside the file.
    const again = tsv([
      LEAD_FILE_HEADER,
      leadCells(50, { phone: leadIdentity(0).phone, email: 'new@zero.example' }),
      leadCells(51, { domain: leadIdentity(1).domain }),
      leadCells(2),
      leadCells(52, { mapsCid: leadIdentity(2).mapsCid }),
    ]);
    return { crm, before, again };
  }

  it('skips them when asked to, changing nothing', async () => {
    const { crm, before, again } = await seeded();
    const preview = await crm.preview(again, 'b.tsv');
    expect(preview.counts).toMatchObject({
      toAdd: 1,
      duplicatesExisting: 2,
      duplicatesInFile: 1,
      toUpdate: 2,
    });
    const result = (await crm.commit(preview.id, 'skip')).json<{ import: ImportPreview }>();
    expect(result.import.result).toEqual({
      duplicates: 'skip',
      inserted: 1,
      updated: 0,
      skipped: 3,
    });
    const after = (await crm.leads()).leads;
    expect(after).toHaveLength(3);
    for (const lead of before) expect(after.find((l) => l.id === lead.id)).toEqual(lead);
  });

  it('updates them when asked to, and undo puts everything back', async () => {
    const { crm, before, again } = await seeded();
    const preview = await crm.preview(again, 'b.tsv');
    const result = (await crm.commit(preview.id, 'update')).json<{ import: ImportPreview }>();
    expect(result.import.result).toEqual({
      duplicates: 'update',
      inserted: 1,
      updated: 2,
      skipped: 0,
    });
    const after = (await crm.leads()).leads;
    expect(after).toHaveLength(3);
    const zero = after.find(
      (lead) => lead.id === before.find((b) => b.businessName === leadIdentity(0).name)!.id,
    )!;
    expect(zero.email).toBe('new@zero.example');
    expect(zero.businessName).toBe(leadIdentity(50).name);
    // The in-file duplicate was merged into the new lead: its name won, one lead.
    expect(after.filter((lead) => lead.importId === preview.id).map((l) => l.businessName)).toEqual(
      [leadIdentity(52).name],
    );

    const undone = await crm.undo(preview.id);
    expect(undone.json()).toMatchObject({
      message: 'Import undone: 1 lead removed, 2 restored to their earlier values',
    });
    const restored = (await crm.leads()).leads;
    expect(restored.map(({ updatedAt: _u, ...lead }) => lead)).toEqual(
      before.map(({ updatedAt: _u, ...lead }) => lead),
    );
    expect((await crm.undo(preview.id)).statusCode).toBe(409);
    expect((await crm.commit(preview.id, 'skip')).statusCode).toBe(409);
  });
});

describe('undo after the leads were worked on', () => {
  it('says first what it will do, then keeps and names the leads edited since', async () => {
    const crm = await newClient();
    const first = await crm.preview(tsv([LEAD_FILE_HEADER, leadCells(0), leadCells(1)]), 'a.tsv');
    await crm.commit(first.id, 'skip');
    const before = (await crm.leads()).leads;
    const id = (i: number) => before.find((lead) => lead.businessName === leadIdentity(i).name)!.id;
    // Adds leads 2, 3 and 4; updates leads 0 (by phone) and 1 (by website).
    const second = await crm.preview(
      tsv([
        LEAD_FILE_HEADER,
        leadCells(2),
        leadCells(3),
        leadCells(4),
        leadCells(50, { phone: leadIdentity(0).phone, email: 'new@zero.example' }),
        leadCells(51, { domain: leadIdentity(1).domain }),
      ]),
      'b.tsv',
    );
    expect((await crm.commit(second.id, 'update')).json()).toMatchObject({
      import: { result: { inserted: 3, updated: 2 } },
    });
    const imported = (await crm.leads()).leads;
    const added = (i: number) =>
      imported.find((lead) => lead.businessName === leadIdentity(i).name)!.id;

    // Worked on after the import: a field, a timeline entry, a status.
    expect((await crm.patch(added(2), { notes: 'Called back, keen.' })).statusCode).toBe(200);
    const note = await crm.post(`/api/crm/leads/${added(3)}/activities`, {
      activityType: 'note',
      subject: 'Met at the fair',
    });
    expect(note.statusCode).toBe(201);
    expect((await crm.patch(id(0), { leadStatus: 'contacted' })).statusCode).toBe(200);

    const keptNames = [leadIdentity(2).name, leadIdentity(3).name, leadIdentity(50).name];
    const preview = await crm.undoPreview(second.id);
    expect(preview.statusCode).toBe(200);
    const plan = preview.json<UndoPreview>();
    expect({ ...plan, kept: plan.kept.map((lead) => lead.businessName).sort() }).toEqual({
      remove: 1,
      restore: 1,
      kept: [...keptNames].sort(),
      keptTotal: 3,
    });
    // The preview changes nothing.
    expect((await crm.leads()).total).toBe(5);

    const undone = await crm.undo(second.id);
    expect(undone.statusCode).toBe(200);
    const answer = undone.json<{ message: string; kept: { id: string; businessName: string }[] }>();
    expect(answer.kept.map((lead) => lead.id).sort()).toEqual([added(2), added(3), id(0)].sort());
    expect(answer.message).toBe(
      IMPORT_MESSAGES.undone(
        1,
        1,
        plan.kept.map((lead) => lead.businessName),
        3,
      ),
    );
    expect(answer.message).toMatch(
      /^Import undone: 1 lead removed, 1 restored to their earlier values; .+ and .+ edited since the import were kept$/,
    );

    const after = (await crm.leads()).leads;
    const byId = (leadId: string) => after.find((lead) => lead.id === leadId);
    expect(after).toHaveLength(4);
    expect(byId(added(4))).toBeUndefined();
    expect(byId(added(2))).toMatchObject({ notes: 'Called back, keen.' });
    expect(byId(added(3))).toBeDefined();
    // Edited since: kept as it is now, the import's values and the new status.
    expect(byId(id(0))).toMatchObject({ email: 'new@zero.example', leadStatus: 'contacted' });
    // Untouched: its earlier values back.
    const { updatedAt: _u, ...one } = byId(id(1))!;
    const { updatedAt: _b, ...oneBefore } = before.find((lead) => lead.id === id(1))!;
    expect(one).toEqual(oneBefore);

    expect((await crm.undoPreview(second.id)).statusCode).toBe(409);
    expect((await crm.undoPreview(first.id)).statusCode).toBe(200);
  });
});
