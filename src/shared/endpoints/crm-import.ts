import { z } from 'zod';
import {
  DUPLICATE_CHOICES,
  commitImportBodySchema,
  commitImportResponseSchema,
  importPreviewSchema,
  undoImportResponseSchema,
  undoPreviewSchema,
  updateImportBodySchema,
} from '../crm-import.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../ids.js';

/** Lead imports from CSV: upload, preview, mapping, commit and undo (signed-in users). */
export const crmImportEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/crm/imports',
    multipart: true,
    status: 201,
    response: importPreviewSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/crm/imports/:id',
    params: idParams,
    response: importPreviewSchema,
  }),
  updateMapping: endpoint({
    method: 'PATCH',
    path: '/api/crm/imports/:id',
    params: idParams,
    body: updateImportBodySchema,
    response: importPreviewSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/crm/imports/:id/commit',
    params: idParams,
    body: commitImportBodySchema,
    response: commitImportResponseSchema,
  }),
  undoPreview: endpoint({
    method: 'GET',
    path: '/api/crm/imports/:id/undo',
    params: idParams,
    response: undoPreviewSchema,
  }),
  undo: endpoint({
    method: 'POST',
    path: '/api/crm/imports/:id/undo',
    params: idParams,
    response: undoImportResponseSchema,
  }),
  skippedCsv: endpoint({
    method: 'GET',
    path: '/api/crm/imports/:id/skipped.csv',
    params: idParams,
    query: z.object({
      duplicates: z.enum(DUPLICATE_CHOICES, 'Choose skip or update for duplicates').optional(),
    }),
    response: z.string(),
  }),
};
