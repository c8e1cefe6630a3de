import { describe, expect, it } from 'vitest';
import { mapsKey, phoneKey, websiteKey } from './dedupe.js';
import { parseLeadFile } from './parse.js';
import { claimStatusOf, emailOf, percentOf, ratingOf, reviewCountOf, urlOf } from './values.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseLeadFile', () => {
  it('reads quoted tabs and line breaks, a BOM and CRLF as cells, never splitting lines', () => {
    const parsed = parseLeadFile(
      bytes('\uFEFFName\tAddress\r\n"A ""B"" C"\t"1 Main\tSt\r\nFloor 2"\r\n\r\nD\tE\r\n'),
      'x.csv',
    );
    expect(parsed.format).toBe('tsv');
    expect(parsed.header).toEqual(['Name', 'Address']);
    expect(parsed.rows).toEqual([
      { row: 2, cells: ['A "B" C', '1 Main\tSt\r\nFloor 2'] },
      { row: 4, cells: ['D', 'E'] },
    ]);
  });

  it('reads a quote that never closes as a plain character, and says so', () => {
    const parsed = parseLeadFile(bytes('Name\tPhone\n"Open quote\t555\nNext\t556\n'), 'x.tsv');
    expect(parsed.rows.map((r) => r.cells)).toEqual([
      ['"Open quote', '555'],
      ['Next', '556'],
    ]);
    expect(parsed.warnings).toEqual([
      'Some quotes in the file do not pair up: quote marks were read as plain text',
    ]);
  });

  it('decodes UTF-16 (Excel’s Unicode text) and Windows-1252', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tX\nCafé\t1\n', 'utf16le'),
    ]);
    expect(parseLeadFile(utf16, 'x.txt').rows[0]?.cells).toEqual(['Café', '1']);
    const latin = Buffer.from('Name,Phone\nCaf\xe9,1\n', 'latin1');
    const parsed = parseLeadFile(latin, 'x.csv');
    expect(parsed.rows[0]?.cells[0]).toBe('Café');
    expect(parsed.warnings[0]).toMatch(/Windows-1252/);
  });

  it('guesses commas and semicolons, matching header names to fields', () => {
    const parsed = parseLeadFile(bytes('Company;E-mail;Stars\nNook;a@b.example;4\n'), 'x.csv');
    expect(parsed.format).toBe('csv');
    expect(parsed.mapping).toMatchObject({ businessName: 0, email: 1, rating: 2, phone: null });
  });

  it('refuses other names, binary content and empty files', () => {
    expect(() => parseLeadFile(bytes('a'), 'x.xlsx')).toThrow('Please upload a CSV file');
    expect(() => parseLeadFile(new Uint8Array([1, 0, 2]), 'x.csv')).toThrow(/not text/);
    expect(() => parseLeadFile(bytes('Name\n\n\t\n'), 'x.csv')).toThrow(/no rows/);
  });
});

describe('values and keys', () => {
  it('reads the numbers maps exports write', () => {
    expect([ratingOf('4,8 stars'), ratingOf('7'), ratingOf('n/a')]).toEqual([4.8, null, null]);
    expect([reviewCountOf('1,234 reviews'), reviewCountOf('(56)'), reviewCountOf('')]).toEqual([
      1234,
      56,
      null,
    ]);
    expect([percentOf('85%'), percentOf('85.4 %'), percentOf('120%'), percentOf('x')]).toEqual([
      85,
      85,
      null,
      null,
    ]);
    expect(['Claimed', 'Unclaimed', 'yes', 'No', '', 'not claimed'].map(claimStatusOf)).toEqual([
      'claimed',
      'unclaimed',
      'claimed',
      'unclaimed',
      'unclaimed',
      'unclaimed',
    ]);
    expect([urlOf('nook.example'), urlOf('not a url'), urlOf('javascript:alert(1)')]).toEqual([
      'https://nook.example',
      null,
      null,
    ]);
    expect(emailOf('mailto:A@b.example; c@d.example')).toBe('A@b.example');
  });

  it('finds one maps place behind different links', () => {
    expect(mapsKey('https://www.google.com/maps?cid=123&hl=en')).toBe('cid:123');
    expect(mapsKey('maps.google.com/?cid=123')).toBe('cid:123');
    expect(
      mapsKey('https://www.google.com/maps/place/Nook/@1,2,17z/data=!3m1!1s0xAB:0xCD!8m2'),
    ).toBe('fid:0xab:0xcd');
    expect(mapsKey('https://www.google.com/maps/place/Nook+Interiors/@1,2,17z')).toBe(
      'place:nook interiors',
    );
    expect(mapsKey('')).toBeNull();
  });

  it('compares phones by digits and websites by domain, except shared hosts', () => {
    expect(phoneKey('+1 (512) 200-0007')).toBe(phoneKey('512.200.0007'));
    expect(phoneKey('0044 20 7946 0018')).toBe('442079460018');
    expect(phoneKey('123')).toBeNull();
    expect(websiteKey('https://www.nook.example/contact')).toBe('nook.example');
    expect(websiteKey('http://facebook.com/nook')).toBe('facebook.com/nook');
    expect(websiteKey('https://www.facebook.com/')).toBeNull();
  });
});
