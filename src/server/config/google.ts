import { z } from 'zod';
import { optionalFlag, optionalString, trimSlash, urlOr } from './fields.js';

/**
 * Google: the OAuth client behind sign-in and the YouTube connection (decision 035), and the
 * API key that lists Drive folders for /upload.
 */
export const googleSettings = z
  .object({
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // Google's OAuth and YouTube Data API v3 with the keys above, else the built-in test-mode
    // channel. The URLs are for local fakes.
    YOUTUBE_TEST_MODE: optionalFlag,
    YOUTUBE_AUTHORIZE_URL: urlOr('https://accounts.google.com/o/oauth2/v2/auth'),
    YOUTUBE_OAUTH_BASE_URL: urlOr('https://oauth2.googleapis.com'),
    YOUTUBE_API_BASE_URL: urlOr('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_UPLOAD_BASE_URL: urlOr('https://www.googleapis.com/upload/youtube/v3'),
    // Lists the Drive folders /upload receives (Drive API v3, an API key); unset: a folder
    // link is checked for form only and counts as 10 images.
    GOOGLE_API_KEY: optionalString,
    GOOGLE_DRIVE_BASE_URL: urlOr('https://www.googleapis.com/drive/v3'),
  })
  .superRefine((env, context) => {
    // Half a Google setup would leave sign-in off and pick the test-mode YouTube channel while
    // a Google key is set, which decision 035 rules out.
    for (const [set, missing] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID'],
    ] as const) {
      if (env[set] && !env[missing]) {
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `is required when ${set} is set (half a Google setup)`,
        });
      }
    }
    if (env.YOUTUBE_TEST_MODE === true && (env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['YOUTUBE_TEST_MODE'],
        message:
          'cannot be true while GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are set: the test-mode channel publishes nowhere, and people would believe their videos were on YouTube',
      });
    }
  })
  .transform((env) => {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
    const client = clientId && clientSecret ? { clientId, clientSecret } : null;
    return {
      /** Google's OAuth client (sign-in with Google); null: email and password only. */
      google: client,
      /**
       * The YouTube connection (decision 035). `engine`: `google` with the Google client; else
       * `test`, the built-in test-mode channel (never with the keys); `off` when
       * YOUTUBE_TEST_MODE=false and there are no keys.
       */
      youtube: client
        ? {
            engine: 'google' as const,
            google: {
              ...client,
              authorizeUrl: env.YOUTUBE_AUTHORIZE_URL,
              oauthBaseUrl: trimSlash(env.YOUTUBE_OAUTH_BASE_URL),
              apiBaseUrl: trimSlash(env.YOUTUBE_API_BASE_URL),
              uploadBaseUrl: trimSlash(env.YOUTUBE_UPLOAD_BASE_URL),
            },
          }
        : {
            engine: env.YOUTUBE_TEST_MODE === false ? ('off' as const) : ('test' as const),
            google: null,
          },
      /** Google Drive folder listing for /upload (GOOGLE_API_KEY); null: form check only. */
      drive: env.GOOGLE_API_KEY
        ? { apiKey: env.GOOGLE_API_KEY, baseUrl: trimSlash(env.GOOGLE_DRIVE_BASE_URL) }
        : null,
    };
  });
