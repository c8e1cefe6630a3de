import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveSubmissionResponseSchema,
  submissionListSchema,
  submissionMessageSchema,
  submissionSettingsSchema,
  type RejectSubmissionBody,
  type SubmissionFilter,
} from '@shared/submissions';
import { api } from '../../../lib/api';

export const SUBMISSIONS_QUERY_KEY = ['admin', 'submissions'] as const;

export function useSubmissionSettings() {
  return useQuery({
    queryKey: ['submissions', 'settings'],
    queryFn: ({ signal }) =>
      api.get('/api/submissions/settings', { signal, schema: submissionSettingsSchema }),
    staleTime: Infinity,
  });
}

export function sendSubmission(form: FormData) {
  return api.post('/api/submissions', form, { schema: submissionMessageSchema });
}

export function useSubmissions(filter: SubmissionFilter) {
  return useQuery({
    queryKey: [...SUBMISSIONS_QUERY_KEY, filter],
    queryFn: ({ signal }) =>
      api.get('/api/admin/submissions', {
        signal,
        query: { status: filter },
        schema: submissionListSchema,
      }),
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });
}

export function useApproveSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.post(
        '/api/admin/submissions/approve',
        { submissionId },
        { schema: approveSubmissionResponseSchema },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}

export function useRejectSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectSubmissionBody) =>
      api.post('/api/admin/submissions/reject', body, { schema: submissionMessageSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}
