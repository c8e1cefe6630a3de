import type { ImportPreview } from '@shared/crm-import';
import type { Lead, LeadListResponse } from '@shared/crm';
import { type TestApp, TEST_USER_HEADER } from '../../../../test/helpers/app.js';

/** The CRM's tests: requests as a user (header sessions), uploads, reads. */

export const as = (userId: string) => ({ [TEST_USER_HEADER]: userId });

export function uploadForm(text: string | Uint8Array, fileName: string): FormData {
  const form = new FormData();
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

export function crmClient(t: TestApp, userId: string | undefined) {
  const headers = userId ? as(userId) : {};
  return {
    upload(text: string | Uint8Array, fileName = 'leads.csv') {
      return t.app.inject({
        method: 'POST',
        url: '/api/crm/imports',
        headers,
        payload: uploadForm(text, fileName),
      });
    },
    async preview(text: string | Uint8Array, fileName = 'leads.csv'): Promise<ImportPreview> {
      const response = await this.upload(text, fileName);
      if (response.statusCode !== 201)
        throw new Error(`upload: ${response.statusCode} ${response.body}`);
      return response.json<ImportPreview>();
    },
    commit(id: string, duplicates: 'skip' | 'update') {
      return t.app.inject({
        method: 'POST',
        url: `/api/crm/imports/${id}/commit`,
        headers,
        payload: { duplicates },
      });
    },
    undoPreview(id: string) {
      return t.app.inject({ url: `/api/crm/imports/${id}/undo`, headers });
    },
    undo(id: string) {
      return t.app.inject({ method: 'POST', url: `/api/crm/imports/${id}/undo`, headers });
    },
    list(query: Record<string, string> = {}) {
      return t.app.inject({ url: '/api/crm/leads', query, headers });
    },
    async leads(query: Record<string, string> = {}): Promise<LeadListResponse> {
      return (await this.list(query)).json<LeadListResponse>();
    },
    create(body: Record<string, unknown>) {
      return t.app.inject({ method: 'POST', url: '/api/crm/leads', headers, payload: body });
    },
    async created(body: Record<string, unknown>): Promise<Lead> {
      const response = await this.create(body);
      if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
      return response.json<{ lead: Lead }>().lead;
    },
    patch(id: string, body: unknown) {
      return t.app.inject({
        method: 'PATCH',
        url: `/api/crm/leads/${id}`,
        headers,
        payload: body as Record<string, unknown>,
      });
    },
    get(url: string, query: Record<string, string> = {}) {
      return t.app.inject({ url, query, headers });
    },
    post(url: string, body: Record<string, unknown> = {}) {
      return t.app.inject({ method: 'POST', url, headers, payload: body });
    },
  };
}

/** For the benchmark: the import's steps and the service, without HTTP. */
export { createImport } from './imports.js';
export { commitImport } from './import-commit.js';
export { undoImport } from './import-undo.js';
export { CrmService } from './service.js';
export { dedupeKeys } from './dedupe.js';
export { importedLead } from './values.js';
export { specMapping } from './parse.js';
