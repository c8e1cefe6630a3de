import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderEndpoints } from '@shared/endpoints/orders';
import { requireUser } from '../../platform/auth/index.js';
import { errorAnswers, rejectInvalidRequest, route } from '../../platform/http/index.js';
import { attachmentDisposition } from '../../platform/storage/index.js';
import { OrderReview, type OrderReviewDeps } from './review.js';

export type OrderReviewRoutesOptions = OrderReviewDeps;

/**
 * The client's review of an order (issue 28 item 4): the order, its clips, downloads of one
 * or all, and the answers. Owner only: anyone else's order or clip answers 404.
 */
export async function orderReviewRoutes(
  app: FastifyInstance,
  deps: OrderReviewRoutesOptions,
): Promise<void> {
  const review = new OrderReview(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    orderEndpoints.show,
    {
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in client's orders: status, due time and counts",
        response: errorAnswers(401, 404),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return review.show(user.id, request.params.id);
    },
  );

  route(
    routes,
    orderEndpoints.clips,
    {
      schema: {
        tags: ['orders'],
        summary: "The order's clips the client may see (never a draft), with signed links",
        response: errorAnswers(401, 404),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return review.clips(user.id, request.params.id);
    },
  );

  route(
    routes,
    orderEndpoints.downloadClip,
    {
      schema: {
        tags: ['orders'],
        summary: "One clip's mp4 as a download named after its title",
        produces: ['video/mp4'],
        response: errorAnswers(401, 404, 409),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const file = await review.clipFile(user.id, request.params.id, request.params.clipId);
      return (
        reply
          .type('video/mp4')
          .header('Content-Length', file.size)
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('Cache-Control', 'private, no-store')
          // A stream: Fastify pipes it as it is (no response schema applies to it).
          .send(file.body as never)
      );
    },
  );

  route(
    routes,
    orderEndpoints.downloadAll,
    {
      schema: {
        tags: ['orders'],
        summary: 'Every clip of the order the client may see, in one zip (streamed)',
        produces: ['application/zip'],
        response: errorAnswers(401, 404, 409),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const zip = await review.zip(user.id, request.params.id);
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachmentDisposition(zip.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(zip.body as never);
    },
  );

  route(
    routes,
    orderEndpoints.approveClip,
    {
      schema: {
        tags: ['orders'],
        summary: 'Approve a clip in review; the last approval delivers the order',
        response: errorAnswers(401, 404, 409),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return review.approve(user.id, request.params.id, request.params.clipId);
    },
  );

  route(
    routes,
    orderEndpoints.requestChange,
    {
      attachValidation: true,
      schema: {
        tags: ['orders'],
        summary: 'Ask for a change to a clip in review, with a comment for the operator',
        response: errorAnswers(400, 401, 404, 409),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      rejectInvalidRequest(request);
      const { id, clipId } = request.params;
      return review.requestChange(user.id, id, clipId, request.body.comment);
    },
  );
}
