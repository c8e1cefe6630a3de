import type { JsonSchema, Operation } from './api-document.js';
import { exampleOf, typeOf } from './base-requests.js';
import {
  CONTROL_CHARACTERS,
  EXTREME_NUMBERS,
  insertInto,
  jsonType,
  LONG_PATH_VALUE,
  LONG_QUERY_VALUE,
  longString,
  MALFORMED_JSON,
  NUMBER_TEXTS,
  ODD_PATH_VALUES,
  quote,
  UNICODE_SAMPLES,
  WRONG_TYPES,
  type Random,
} from './fuzz-values.js';
import { multipartBody, MULTIPART_TYPE, type FormFile, type RequestParts } from './requests.js';

/**
 * The fuzz cases of one documented route: its base request (a valid one) broken one way at a
 * time. The body, each of its properties (documented or present in the base), each query
 * parameter, each path parameter, each form field and file, and the body as a whole (malformed,
 * wrong content type, empty, oversized). Values are drawn from a seeded generator.
 */
export interface FuzzCase {
  /** How the failure list names the case, e.g. `body.prompt=NUL "su\u0000ite"`. */
  label: string;
  parts: RequestParts;
  rawQuery?: string;
}

export interface FuzzLimits {
  /** The app's JSON body limit: long strings stay just under it, oversized goes just over. */
  bodyLimitBytes: number;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function fuzzCases(
  operation: Operation,
  base: RequestParts,
  random: Random,
  limits: FuzzLimits,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (label: string, parts: RequestParts, rawQuery?: string) =>
    cases.push({ label, parts, ...(rawQuery !== undefined && { rawQuery }) });

  for (const name of Object.keys(base.params ?? {})) {
    const odd = [...random.some(ODD_PATH_VALUES, 4), '%00', '..%2F..%2Fme', LONG_PATH_VALUE];
    for (const value of new Set(odd)) {
      add(`params.${name}=${quote(value)}`, { ...base, params: { ...base.params, [name]: value } });
    }
  }
  queryCases(operation, base, random, add);
  if (!WITH_BODY.has(operation.method)) return cases;
  if (base.form) formCases(base, random, limits, add);
  else if (!base.raw) jsonCases(operation, base, random, limits, add);
  wholeBodyCases(base, random, limits, add);
  return cases;
}

type Add = (label: string, parts: RequestParts, rawQuery?: string) => void;

/**
 * Values for one text slot (a JSON string, a form field, a query parameter). A slot read as a
 * number gets every number-like text; any other, one.
 */
function textValues(
  random: Random,
  text: string,
  longBytes: number,
  numeric: boolean,
): [string, string][] {
  const sample = text || 'suite';
  const numbers = numeric ? NUMBER_TEXTS : random.some(NUMBER_TEXTS, 1);
  return [
    [random.pick(['empty', 'blank']), random.pick(['', ' \t '])],
    ['NUL', insertInto(random, sample, '\u0000')],
    ['control', insertInto(random, sample, random.pick(CONTROL_CHARACTERS))],
    ['long', longString(random, longBytes)],
    ['unicode', `${sample}${random.pick(UNICODE_SAMPLES)}`],
    ...numbers.map((n): [string, string] => ['number', n]),
  ];
}

/** Form fields and query values carry no type: one that holds a number is read as one. */
const looksNumeric = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

function queryCases(operation: Operation, base: RequestParts, random: Random, add: Add) {
  const names = new Set([...operation.query.map((q) => q.name), ...Object.keys(base.query ?? {})]);
  for (const name of names) {
    const current = base.query?.[name];
    const text = typeof current === 'string' ? current : '';
    const type = typeOf(operation.query.find((q) => q.name === name)?.schema ?? {});
    const numeric = type === 'integer' || type === 'number' || looksNumeric(text);
    const without = { ...base.query };
    delete without[name];
    if (current !== undefined) add(`query.${name} missing`, { ...base, query: without });
    for (const [kind, value] of textValues(random, text, LONG_QUERY_VALUE.length, numeric)) {
      add(`query.${name}=${kind} ${quote(value)}`, {
        ...base,
        query: { ...base.query, [name]: value },
      });
    }
    add(`query.${name} repeated`, { ...base, query: { ...base.query, [name]: [text, 'x'] } });
  }
  add('query: unknown parameter', { ...base, query: { ...base.query, unexpected: 'x' } });
  for (const raw of ['a=%zz', '%', '&&=&', `${'p[]='.repeat(500)}x`]) {
    add(`query raw ${quote(raw)}`, base, raw);
  }
}

function jsonCases(
  operation: Operation,
  base: RequestParts,
  random: Random,
  limits: FuzzLimits,
  add: Add,
) {
  const body = (base.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const schema = operation.jsonBody ?? {};
  const names = new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(body)]);
  const longBytes = limits.bodyLimitBytes - 16 * 1024;
  for (const name of names) {
    const propertySchema: JsonSchema = schema.properties?.[name] ?? { type: jsonType(body[name]) };
    const current = name in body ? body[name] : exampleOf(propertySchema);
    const type = typeOf(propertySchema);
    const set = (label: string, value: unknown) =>
      add(`body.${name}=${label}`, { ...base, body: { ...body, [name]: value } });
    if (name in body || schema.required?.includes(name)) {
      const { [name]: _dropped, ...rest } = body;
      add(`body.${name} missing`, { ...base, body: rest });
    }
    set('null', null);
    const wrong = WRONG_TYPES.filter((value) => jsonType(value) !== type);
    for (const value of random.some(wrong, 1)) set(`wrong type ${quote(value)}`, value);
    const numeric = type === 'integer' || type === 'number';
    const numbers = numeric ? EXTREME_NUMBERS : random.some(EXTREME_NUMBERS, 1);
    for (const value of numbers) set(`number ${quote(value)}`, value);
    if (numeric) continue;
    for (const [kind, value] of textValues(
      random,
      typeof current === 'string' ? current : '',
      longBytes,
      false,
    )) {
      set(`${kind} ${quote(value)}`, value);
    }
  }
  add('body: unknown property', { ...base, body: { ...body, unexpected: 'x' } });
  const json = JSON.stringify(body);
  const inner = json.slice(1, -1);
  const rawJson = (label: string, text: string) =>
    add(label, { ...base, body: undefined, raw: { contentType: 'application/json', bytes: text } });
  rawJson('body: __proto__', `{"__proto__":{"admin":true}${inner ? `,${inner}` : ''}}`);
  rawJson(
    'body: constructor.prototype',
    `{"constructor":{"prototype":{"admin":true}}${inner ? `,${inner}` : ''}}`,
  );
  for (const name of Object.keys(body).slice(0, 1)) {
    rawJson(`body: duplicate key ${name}`, `{${inner},${JSON.stringify(name)}:[]}`);
  }
}

function formCases(base: RequestParts, random: Random, limits: FuzzLimits, add: Add) {
  const form = base.form!;
  const withFields = (fields: Record<string, string>): RequestParts => ({
    ...base,
    form: { ...form, fields },
  });
  for (const [name, current] of Object.entries(form.fields)) {
    const { [name]: _dropped, ...rest } = form.fields;
    add(`form.${name} missing`, withFields(rest));
    for (const [kind, value] of textValues(
      random,
      current,
      limits.bodyLimitBytes + 1024,
      looksNumeric(current),
    )) {
      add(`form.${name}=${kind} ${quote(value)}`, withFields({ ...form.fields, [name]: value }));
    }
  }
  add('form: unknown field', withFields({ ...form.fields, unexpected: 'x' }));
  const files = form.files ?? [];
  const withFiles = (list: FormFile[]): RequestParts => ({
    ...base,
    form: { ...form, files: list },
  });
  files.forEach((file, index) => {
    const replace = (label: string, changed: Partial<FormFile> | null) =>
      add(
        `form file ${file.field}: ${label}`,
        withFiles(
          files.flatMap((f, i) => (i !== index ? [f] : changed ? [{ ...f, ...changed }] : [])),
        ),
      );
    replace('missing', null);
    replace('empty', { bytes: Buffer.alloc(0) });
    replace('random bytes', {
      bytes: Buffer.from(Array.from({ length: 512 }, () => random.int(256))),
    });
    replace('PNG magic then HTML', {
      bytes: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
    });
    replace('GIF magic then HTML', { bytes: Buffer.from('GIF89a<html><script>alert(1)</script>') });
    replace('the first half only', { bytes: file.bytes.subarray(0, file.bytes.length >> 1) });
    replace('wrong field name', { field: 'unexpected' });
    replace('content type text/html', { contentType: 'text/html' });
    for (const filename of [
      '../../../etc/passwd',
      'a\u0000.png',
      '\u202egnp.exe',
      'x'.repeat(2000),
    ]) {
      replace(`filename ${quote(filename)}`, { filename });
    }
    add(`form file ${file.field}: twice`, withFiles([...files, file]));
  });
}

function wholeBodyCases(base: RequestParts, random: Random, limits: FuzzLimits, add: Add) {
  const raw = (label: string, contentType: string | undefined, bytes: Buffer | string) =>
    add(`whole body: ${label}`, {
      ...base,
      body: undefined,
      form: undefined,
      raw: { contentType, bytes },
    });
  const json = base.body !== undefined ? JSON.stringify(base.body) : '{}';
  const form = base.form ?? { fields: { a: '1' } };
  for (const text of random.some(MALFORMED_JSON, 2))
    raw(`malformed JSON ${quote(text)}`, 'application/json', text);
  for (const value of random.some(['null', '42', '"text"', '[]', `[${json}]`], 2))
    raw(`JSON ${value.slice(0, 20)}`, 'application/json', value);
  raw('empty JSON', 'application/json', '');
  raw('nothing, no content type', undefined, '');
  raw('text/plain', 'text/plain', json);
  raw('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2');
  raw('multipart where JSON is expected', MULTIPART_TYPE, multipartBody({ fields: { a: '1' } }));
  raw('JSON where multipart is expected', 'application/json', JSON.stringify(form.fields));
  raw('multipart without boundary', 'multipart/form-data', multipartBody(form));
  raw('multipart cut in half', MULTIPART_TYPE, multipartBody(form).subarray(0, 60));
  raw('empty multipart', MULTIPART_TYPE, '');
  raw('oversized', 'application/json', `{"a":"${'x'.repeat(limits.bodyLimitBytes + 1)}"}`);
  raw(
    'invalid UTF-8',
    'application/json',
    Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  );
  raw('byte order mark', 'application/json', `\ufeff${json}`);
  raw('charset utf-16', 'application/json; charset=utf-16le', json);
  raw('deeply nested', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`);
  raw('content type garbage', 'application/json;;;===', json);
}
