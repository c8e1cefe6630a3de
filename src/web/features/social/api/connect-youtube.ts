import { socialEndpoints } from '@shared/endpoints/social';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SOCIAL_TOASTS } from '../lib/messages';

/**
 * POST /api/social/youtube/connect (no body): the consent page's URL, which the browser then
 * visits (Google's, or the test-mode channel's own page without Google keys).
 */
export function useConnectYouTube() {
  return useMutation({
    mutationFn: () =>
      api.call(socialEndpoints.connectYouTube, { fallbackMessage: SOCIAL_TOASTS.connectFailed }),
  });
}
