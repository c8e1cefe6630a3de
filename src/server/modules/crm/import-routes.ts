import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CRM_MESSAGES } from '@shared/crm';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@shared/crm-import';
import { errorResponseSchema } from '@shared/errors';
import type { Database } from '../../db/client.js';
import { requireUser } from '../../platform/auth/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { rejectInvalidRequest, route } from '../../platform/http/index.js';
import { attachmentDisposition } from '../../platform/storage/index.js';
import { checkPartNames, readableMultipartError } from '../../platform/uploads/index.js';
import { commitImport } from './import-commit.js';
import { previewUndo, undoImport } from './import-undo.js';
import { createImport, getImport, remapImport, skippedCsv } from './imports.js';
import { checkFileName } from './parse.js';
import { crmImportEndpoints } from '@shared/endpoints/crm-import';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Signed out on any import route: the spec's words. */
const requireImporter = (request: FastifyRequest) =>
  requireUser(request, CRM_MESSAGES.mustBeLoggedInToImport);

/**
 * The one file of an import form (field `file`), read into memory under the 5 MB limit. Its
 * name is checked before its bytes are read: a refused file is drained by the edge
 * (platform/http/unread-body.ts), never parsed.
 */
async function readImportFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      checkPartNames(part);
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || file) throw badRequest('Send one file, in the field "file"');
      checkFileName(part.filename);
      file = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const readable = readableMultipartError(error);
    if (readable instanceof AppError && readable.statusCode === 413) {
      throw new AppError(413, IMPORT_MESSAGES.tooLarge);
    }
    throw readable;
  }
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
  return file;
}

/** /api/crm/imports: upload → preview (a draft), correct the mapping, commit, undo. */
export async function importRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  const { database } = options;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      files: 2,
      fields: 5,
      parts: 7,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  route(
    routes,
    crmImportEndpoints.upload,
    {
      schema: {
        tags: ['crm'],
        summary:
          'Upload a lead file (multipart field `file`: .csv, .tsv or .txt, tab- or comma-separated): answers its preview, kept as a draft',
        consumes: ['multipart/form-data'],
        response: { ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireImporter(request);
      const file = await readImportFile(request);
      return reply.code(201).send(await createImport(database, user.id, file));
    },
  );

  route(
    routes,
    crmImportEndpoints.get,
    {
      schema: {
        tags: ['crm'],
        summary: 'An import: its preview while a draft, what it did once imported',
        response: errors,
      },
    },
    async (request) => {
      const user = await requireImporter(request);
      return getImport(database, user.id, request.params.id);
    },
  );

  route(
    routes,
    crmImportEndpoints.updateMapping,
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: "Correct a comma-separated draft's column mapping; answers the new preview",
        response: errors,
      },
    },
    async (request) => {
      const user = await requireImporter(request);
      rejectInvalidRequest(request);
      return remapImport(database, user.id, request.params.id, request.body.mapping);
    },
  );

  route(
    routes,
    crmImportEndpoints.commit,
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'Import a draft, skipping or updating duplicates (500 rows per transaction)',
        response: errors,
      },
    },
    async (request) => {
      const user = await requireImporter(request);
      rejectInvalidRequest(request);
      return commitImport(database, user.id, request.params.id, request.body.duplicates);
    },
  );

  route(
    routes,
    crmImportEndpoints.undoPreview,
    {
      schema: {
        tags: ['crm'],
        summary:
          'What undoing an import would do now: leads to remove and restore, and the leads edited since, which undo keeps',
        response: errors,
      },
    },
    async (request) => {
      const user = await requireImporter(request);
      return previewUndo(database, user.id, request.params.id);
    },
  );

  route(
    routes,
    crmImportEndpoints.undo,
    {
      schema: {
        tags: ['crm'],
        summary:
          'Undo an import: its leads removed, updated leads restored, leads edited since kept (and named)',
        response: errors,
      },
    },
    async (request) => {
      const user = await requireImporter(request);
      return undoImport(database, user.id, request.params.id);
    },
  );

  route(
    routes,
    crmImportEndpoints.skippedCsv,
    {
      attachValidation: true,
      schema: {
        tags: ['crm'],
        summary: 'The rows an import skips (or skipped), each with its reason, as CSV',
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await requireImporter(request);
      rejectInvalidRequest(request);
      const { fileName, csv } = await skippedCsv(
        database,
        user.id,
        request.params.id,
        request.query.duplicates,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
