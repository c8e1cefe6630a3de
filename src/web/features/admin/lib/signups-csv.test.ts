import { describe, expect, it } from 'vitest';
import { csvField } from '@shared/csv';
import { signupsCsv, signupsCsvFilename } from './signups-csv';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(42)).toBe('42');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe(
      `"'=HYPERLINK(""http://x.test"",""click"")"`,
    );
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tTab')).toBe("'\tTab");
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('signupsCsv', () => {
  it('writes waitlists then leads, one row each, header first, CRLF line ends', () => {
    const csv = signupsCsv({
      waitlist: [
        {
          list: 'webinar',
          name: 'Sam, "the" Host',
          email: 'sam@example.test',
          createdAt: '2026-11-25T10:00:00.000Z',
        },
        { list: 'ebook', name: '=cmd|calc', email: 'x@example.test', createdAt: 't2' },
      ],
      leads: [{ source: 'exit-popup', email: 'lead@example.test', page: null, createdAt: 't3' }],
    });
    expect(csv.split('\r\n')).toEqual([
      'type,list_or_source,name,email,page,created_at',
      'waitlist,webinar,"Sam, ""the"" Host",sam@example.test,,2026-11-25T10:00:00.000Z',
      "waitlist,ebook,'=cmd|calc,x@example.test,,t2",
      'lead,exit-popup,,lead@example.test,,t3',
      '',
    ]);
  });

  it('is the header alone when nobody signed up', () => {
    expect(signupsCsv({ waitlist: [], leads: [] })).toBe(
      'type,list_or_source,name,email,page,created_at\r\n',
    );
  });

  it('names the file after the day', () => {
    expect(signupsCsvFilename(new Date(2026, 0, 5, 12))).toBe('marketing-signups-2026-01-05.csv');
  });
});
