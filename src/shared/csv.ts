import Papa from 'papaparse';

/**
 * CSV as every export of the app writes it (RFC 4180), for the server's downloads and the
 * admin pages' client-side exports alike. Written by papaparse (architecture: one real CSV
 * library for lead imports and every export), with our own formula guard in front of it.
 */

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first). Our own rule rather
 * than papaparse's `escapeFormulae: true`, whose pattern (`^[=+\-@\t\r].*$`) misses a formula
 * followed by a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Much of what is exported was typed by people (reasons, names, emails from public forms,
 * imported leads): a cell that would start a formula gets a leading apostrophe.
 */
function guarded(value: string | number): string | number {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

const UNPARSE: Papa.UnparseConfig = { newline: '\r\n', quoteChar: '"', escapeChar: '"' };

/** One CSV field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string | number): string {
  return Papa.unparse([[guarded(value)]], UNPARSE);
}

/** A header line and one line per row, CRLF line ends as RFC 4180 asks. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const data = [header, ...rows].map((row) => row.map(guarded));
  return `${Papa.unparse(data, UNPARSE)}\r\n`;
}
