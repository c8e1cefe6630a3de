import { youTubeTestEndpoints } from '@shared/endpoints/youtube-test';
import { type YouTubeTestConsentBody } from '@shared/youtube-test';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * POST /api/youtube-test/consent: Allow or Deny on the test-mode consent page. Answers where
 * the browser goes next (the app's callback with a code, or with error=access_denied).
 */
export function useAnswerTestConsent() {
  return useMutation({
    mutationFn: (body: YouTubeTestConsentBody) =>
      api.call(youTubeTestEndpoints.consent, {
        body,
        fallbackMessage: 'The test channel could not answer. Please try again.',
      }),
  });
}
