import { marketingEndpoints } from '@shared/endpoints/marketing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/admin/marketing/signups: waitlist sign-ups and exit-popup leads, newest first. */
export function useMarketingSignups() {
  return useQuery({
    queryKey: ['admin', 'marketing-signups'],
    queryFn: ({ signal }) =>
      api.call(marketingEndpoints.signups, {
        fallbackMessage: 'Could not load the sign-ups',
        signal,
      }),
  });
}
