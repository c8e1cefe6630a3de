import { submissionEndpoints } from '@shared/endpoints/submissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RejectSubmissionBody, type SubmissionFilter } from '@shared/submissions';
import { api } from '../../../lib/api';

export const SUBMISSIONS_QUERY_KEY = ['admin', 'submissions'] as const;

export function useSubmissionSettings() {
  return useQuery({
    queryKey: ['submissions', 'settings'],
    queryFn: ({ signal }) => api.call(submissionEndpoints.settings, { signal }),
    staleTime: Infinity,
  });
}

export function sendSubmission(form: FormData) {
  return api.call(submissionEndpoints.create, { body: form });
}

export function useSubmissions(filter: SubmissionFilter) {
  return useQuery({
    queryKey: [...SUBMISSIONS_QUERY_KEY, filter],
    queryFn: ({ signal }) =>
      api.call(submissionEndpoints.list, { signal, query: { status: filter } }),
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  });
}

export function useApproveSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.call(submissionEndpoints.approve, { body: { submissionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}

export function useRejectSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectSubmissionBody) => api.call(submissionEndpoints.reject, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY }),
  });
}
