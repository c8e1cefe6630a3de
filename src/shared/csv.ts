/**
 * CSV as every export of the app writes it (RFC 4180), for the server's downloads and the
 * admin pages' client-side exports alike.
 */

/**
 * One CSV field: quoted when it holds a comma, quote or line break, quotes doubled. Text that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * much of what is exported was typed by people (reasons, names, emails from public forms).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and one line per row, CRLF line ends as RFC 4180 asks. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
