import type { FastifyInstance } from 'fastify';

/**
 * The app's OpenAPI document (/api/docs/json) read as a list of operations: what the security
 * tests (route inventory, ownership matrix, fuzz) walk, so a route added later is covered as
 * soon as it is documented.
 */

/** A JSON schema as @fastify/swagger writes it (OpenAPI 3.0 flavour: `nullable`). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's form: `/api/videos/{id}`, `/api/files/{*}`. */
  path: string;
  /** `POST /api/videos/podcast-clip`: how fixtures and failures name a route. */
  key: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The documented JSON body, when there is one. */
  jsonBody: JsonSchema | undefined;
  /**
   * True when the document describes a multipart body. Today no route does: @fastify/swagger
   * drops `consumes` without a body schema, so multipart routes say what they read through
   * their fixture (route-fixtures.ts) instead.
   */
  multipart: boolean;
  admin: boolean;
}

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
}
interface RequestBody {
  content?: Record<string, { schema?: JsonSchema }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/api/videos/:id` and `/api/videos/{id}` both become `/api/videos/{}`. */
export function routeShape(path: string): string {
  return path
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/:[A-Za-z0-9_]+/g, '{}')
    .replace(/\*/g, '{}')
    .replace(/\{\}\{\}/g, '{}');
}

export async function readApiDocument(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode}`);
  const document = response.json<Document>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const lower of METHODS) {
      const entry = item[lower];
      if (!entry) continue;
      const method = lower.toUpperCase() as Operation['method'];
      const parameters = entry.parameters ?? [];
      const content = entry.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        admin: path.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}

/** Names of body or query properties that look like they point at a row (`id`, `…Id`). */
export function idLikeNames(names: Iterable<string>): string[] {
  return [...names].filter((name) => name === 'id' || /[a-z]Id$/.test(name));
}
