import { randomUUID } from 'node:crypto';
import type { JsonSchema, Operation } from './api-document.js';
import type { RequestParts } from './requests.js';
import { ROUTE_FIXTURES } from './route-fixtures.js';
import type { Media, World } from './worlds.js';

/**
 * The request a test starts from for a documented route: its fixture's valid request when it
 * has one, else one made up from the documented schemas (required fields only).
 */
export function baseRequest(operation: Operation, world: World, media: Media): RequestParts {
  const fixture = ROUTE_FIXTURES[operation.key];
  if (fixture) return fixture.valid(world, media);
  const parts: RequestParts = {};
  if (operation.pathParams.length > 0) {
    // No fixture: a well-formed id of nothing (the ownership matrix asks for a fixture).
    parts.params = Object.fromEntries(operation.pathParams.map((name) => [name, randomUUID()]));
  }
  const query = operation.query.filter((parameter) => parameter.required);
  if (query.length > 0) {
    parts.query = Object.fromEntries(
      query.map((parameter) => [parameter.name, String(exampleOf(parameter.schema))]),
    );
  }
  if (operation.jsonBody) parts.body = exampleOf(operation.jsonBody);
  return parts;
}

/** A value the schema accepts, as simple as possible. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const first = alternatives.find((option) => typeOf(option) !== 'null') ?? alternatives[0];
    return first ? exampleOf(first) : null;
  }
  if (schema.allOf?.[0]) return exampleOf(schema.allOf[0]);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return exampleString(schema);
    default:
      return 'suite';
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'suite@example.test';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'uri') return 'https://example.test/';
  const min = schema.minLength ?? 0;
  const text = 'suite'.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(min, schema.maxLength)) : text;
}

/** The schema's main JSON type (`nullable` and type lists reduced to the non-null one). */
export function typeOf(schema: JsonSchema): string | undefined {
  const types = [schema.type ?? []].flat();
  return types.find((type) => type !== 'null') ?? types[0];
}
