import Papa from 'papaparse';
import {
  HEADER_NAMES,
  headerKey,
  IMPORT_EXTENSIONS,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  SPEC_COLUMNS,
  type ImportField,
  type ImportMapping,
} from '@shared/crm-import';
import { CRM_MESSAGES } from '@shared/crm';
import { storableText } from '@shared/text';
import { AppError, badRequest } from '../../platform/errors.js';

/**
 * Reading an uploaded lead file (decision 038): bytes to text (UTF-8, UTF-16 with its BOM, or
 * Windows-1252), then papaparse (quoted fields, embedded tabs and line breaks, CRLF), never a
 * split on lines. Tab-separated files follow the spec's fixed column order; comma-separated
 * ones are matched to fields by their header.
 */

export interface ParsedRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
}

export interface ParsedFile {
  format: 'tsv' | 'csv';
  header: string[];
  rows: ParsedRow[];
  mapping: ImportMapping;
  warnings: string[];
}

/** The spec's "CSV": a name ending .csv (or .tsv, .txt), else its message. */
export function checkFileName(fileName: string): void {
  const lower = fileName.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    throw new AppError(415, CRM_MESSAGES.uploadCsv);
  }
}

/** Text from bytes: a UTF-16 BOM decides, else UTF-8, else Windows-1252 (old Excel exports). */
export function decodeText(bytes: Uint8Array, warnings: string[]): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
      warnings.push('The file is not UTF-8: it was read as Windows-1252 (Excel’s older encoding)');
    }
  }
  // A NUL in text that decoded cleanly means the file was never text (an image, a spreadsheet).
  if (text.includes('\u0000')) throw badRequest(IMPORT_MESSAGES.notText);
  // Other control characters would be refused by the edge's text rule: drop them, like any
  // text the app stores from outside (decision 020).
  return storableText(text.replace(/^\uFEFF/, ''));
}

/** Tab when the header line has one (the spec's format), else what papaparse guesses. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes('\t')) return '\t';
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    preview: 20,
    delimitersToGuess: [',', ';', '|'],
  });
  return guess.meta.delimiter || ',';
}

/** Not a quote mark any file holds: used to read a file whose quotes do not pair up. */
const NO_QUOTES = '\uE000';

function records(text: string, delimiter: string, warnings: string[]): string[][] {
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  if (!parsed.errors.some((error) => error.type === 'Quotes')) return parsed.data;
  // An opening quote that never closes would swallow the rest of the file into one cell:
  // read quotes as ordinary characters instead, and say so.
  warnings.push('Some quotes in the file do not pair up: quote marks were read as plain text');
  return Papa.parse<string[]>(text, { delimiter, quoteChar: NO_QUOTES, skipEmptyLines: false })
    .data;
}

/** The field each header cell names (comma-separated files); the first match wins. */
export function mappingFromHeader(header: readonly string[]): ImportMapping {
  const keys = header.map(headerKey);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const index = keys.findIndex((key, i) => key === name && !taken.has(i));
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
        break;
      }
    }
    mapping[field] ??= null;
  }
  return mapping;
}

export function specMapping(): ImportMapping {
  return { ...SPEC_COLUMNS };
}

export function parseLeadFile(bytes: Uint8Array, fileName: string): ParsedFile {
  checkFileName(fileName);
  const warnings: string[] = [];
  const text = decodeText(bytes, warnings);
  const delimiter = delimiterOf(text);
  const [headerCells, ...data] = records(text, delimiter, warnings);
  const header = (headerCells ?? []).map((cell) => cell.replace(/\s+/g, ' ').trim());
  const rows: ParsedRow[] = [];
  data.forEach((cells, index) => {
    // Empty lines (and lines of empty cells) are not rows: neither imported nor "skipped".
    if (cells.every((cell) => !cell.trim())) return;
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError(413, IMPORT_MESSAGES.tooManyRows);

  const format = delimiter === '\t' ? 'tsv' : 'csv';
  let mapping = format === 'tsv' ? specMapping() : mappingFromHeader(header);
  if (format === 'csv' && mapping.businessName == null) {
    warnings.push('No column is named like a business name: columns are read in the fixed order');
    mapping = specMapping();
  }
  return { format, header, rows, mapping, warnings };
}

/** A mapping sent to correct a comma-separated file's: columns that exist, a business name. */
export function checkMapping(mapping: ImportMapping, header: readonly string[]): ImportMapping {
  const checked: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field] ?? null;
    if (column !== null && column >= header.length) throw badRequest(IMPORT_MESSAGES.mappingColumn);
    checked[field] = column;
  }
  if (checked.businessName == null) throw badRequest(IMPORT_MESSAGES.mappingBusinessName);
  return checked;
}

export const mappedCell = (
  cells: readonly string[],
  mapping: ImportMapping,
  field: ImportField,
): string => {
  const column = mapping[field];
  return column == null ? '' : (cells[column] ?? '');
};
