import type { z } from 'zod';

/**
 * One HTTP route, written once beside its contracts (src/shared/endpoints/<module>.ts, one
 * object per server module): the server registers it from this
 * definition (platform/http/endpoint-route.ts) and the web calls it through `api.call` or
 * links to it with `urlOf` (web/lib/api.ts), so a path or a schema cannot drift between them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's form: `/api/voices/:id`; the client fills each `:name` from `params`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. Multipart routes have none: their reader checks the parts. */
  body?: z.ZodType;
  /** True when the body is a multipart form (the client then sends a FormData as is). */
  multipart?: true;
  /** The status of a successful answer, when it is not 200. */
  status?: 201 | 202 | 204;
  /** The successful answer; routes answering files, media or redirects have none. */
  response?: z.ZodType;
}

/** Keeps the definition's literal types (method, path, schemas) for both sides to read. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** `{ id: string }` for `/api/voices/:id`; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in ParamName<Name>]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in ParamName<Name>]: string }
    : unknown;

/** A parameter ends at a dot too (`/captions.:format` is not used, but `:id.csv` would be). */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

type SchemaOf<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? S
  : undefined;

export type EndpointParams<E extends EndpointDefinition> = SchemaOf<E, 'params'>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaOf<E, 'query'>;
export type EndpointBody<E extends EndpointDefinition> = SchemaOf<E, 'body'>;
export type EndpointResponse<E extends EndpointDefinition> = SchemaOf<E, 'response'>;
export type EndpointStatus<E extends EndpointDefinition> = E extends {
  status: infer S extends number;
}
  ? S
  : 200;
