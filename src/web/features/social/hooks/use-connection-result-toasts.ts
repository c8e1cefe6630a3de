import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SOCIAL_CONNECTIONS_QUERY_KEY } from '../api/get-connections';
import { readConnectionResult } from '../lib/connection-result';

/**
 * For /social-connections: reads `?connected=youtube` or `?error=…` (where the OAuth callback
 * sends the browser back), toasts it ('Connection error: {error}'), refreshes the connections
 * and takes the parameters out of the address, so a reload or a shared link does not toast
 * again.
 */
export function useConnectionResultToasts(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice; one toast per arrival.
  const handled = useRef<string | null>(null);
  const search = searchParams.toString();

  useEffect(() => {
    const result = readConnectionResult(search);
    if (!result.toast || handled.current === search) return;
    handled.current = search;
    if (result.toast.kind === 'error') toast.error(result.toast.message);
    else toast.success(result.toast.message);
    void queryClient.invalidateQueries({ queryKey: SOCIAL_CONNECTIONS_QUERY_KEY });
    setSearchParams(result.remaining, { replace: true });
  }, [search, queryClient, setSearchParams]);
}
