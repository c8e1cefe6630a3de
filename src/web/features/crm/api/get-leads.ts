import { crmEndpoints } from '@shared/endpoints/crm';
import { type LeadStatus } from '@shared/crm';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const LEADS_QUERY_KEY = ['crm', 'leads'] as const;

export interface LeadListParams {
  search: string;
  status: LeadStatus | null;
  page: number;
}

/** GET /api/crm/leads: one page of 50, newest first, with the four cards' counts. */
export function useLeads(params: LeadListParams) {
  return useQuery({
    queryKey: [...LEADS_QUERY_KEY, params],
    queryFn: ({ signal }) =>
      api.call(crmEndpoints.listLeads, {
        query: {
          search: params.search || undefined,
          status: params.status ?? undefined,
          page: params.page,
        },
        fallbackMessage: 'Failed to load leads',
        signal,
      }),
    // Typing in the search keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
