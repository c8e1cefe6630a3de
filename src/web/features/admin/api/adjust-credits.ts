import { creditEndpoints } from '@shared/endpoints/credits';
import { type AdjustCreditsBody } from '@shared/credits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_USERS_QUERY_KEY } from './get-users';
import { ADMIN_LEDGER_QUERY_KEY } from './get-user-ledger';

/** POST /api/admin/credits/adjust; the account lists and ledgers re-read afterwards. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustCreditsBody) =>
      api.call(creditEndpoints.adjust, { body, fallbackMessage: 'Could not adjust the credits' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_LEDGER_QUERY_KEY }),
      ]);
    },
  });
}
