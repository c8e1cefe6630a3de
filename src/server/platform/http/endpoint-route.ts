import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@shared/errors';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointStatus,
} from '@shared/endpoint';

/**
 * What a route adds to its shared endpoint: the OpenAPI words and the other answers it may
 * give (errors). Method, path, params, query, body and the successful answer come from the
 * endpoint, so they are written once for the server, the web client and /api/docs.
 */
export interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  produces?: string[];
  hide?: boolean;
  response?: Record<number, z.ZodType>;
}

/** The schema Fastify sees: the endpoint's parts beside the route's docs and error answers. */
export type EndpointSchema<E extends EndpointDefinition, D extends RouteDocs> = Omit<
  D,
  'response'
> & {
  params: EndpointParams<E>;
  querystring: EndpointQuery<E>;
  body: EndpointBody<E>;
  response: (EndpointResponse<E> extends z.ZodType
    ? { [Status in EndpointStatus<E>]: EndpointResponse<E> }
    : unknown) &
    (D['response'] extends Record<number, z.ZodType> ? D['response'] : unknown);
};

type Schema<E extends EndpointDefinition, D extends RouteDocs> = EndpointSchema<E, D>;

export type EndpointRouteOptions<E extends EndpointDefinition, D extends RouteDocs> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Schema<E, D>,
    ZodTypeProvider
  >,
  'schema'
> & { schema?: D };

export type EndpointHandler<E extends EndpointDefinition, D extends RouteDocs> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema<E, D>,
  ZodTypeProvider
>;

/**
 * Registers the route of a shared endpoint with fastify-type-provider-zod's typing: the
 * handler's request and reply are typed from the endpoint's schemas, and Fastify validates,
 * serializes and documents them exactly as a route written out by hand.
 */
export function route<const E extends EndpointDefinition, const D extends RouteDocs = object>(
  app: Pick<FastifyInstance, 'withTypeProvider'>,
  endpoint: E,
  options: EndpointRouteOptions<E, D>,
  handler: EndpointHandler<E, D>,
): void {
  const { schema: docs, ...rest } = options;
  const { response: otherAnswers, ...words } = (docs ?? {}) as RouteDocs;
  const response = endpoint.response
    ? { [endpoint.status ?? 200]: endpoint.response, ...otherAnswers }
    : otherAnswers;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(rest as RouteShorthandOptions),
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...words,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(response && { response }),
    },
    handler: handler as RouteHandlerMethod,
  });
}

/** A route's error answers: `{ 400: errorResponseSchema, 401: … }` for the codes given. */
export function errorAnswers<Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}
