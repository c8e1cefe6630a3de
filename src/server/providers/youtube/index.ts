/** The youtube capability's face: the one file of providers/youtube/ that code outside it imports. */
export { YOUTUBE_MESSAGES } from './failures.js';
export { YOUTUBE_SCOPES } from './google.js';
export { codeChallengeFor, newCodeVerifier, sha256Base64Url } from './pkce.js';
export {
  THUMBNAIL_CONTENT_TYPES,
  THUMBNAIL_MAX_BYTES,
  YouTubeFailure,
  type ThumbnailContentType,
  type OAuthTokens,
  type UploadState,
  type YouTubeChannel,
  type YouTubePort,
  type YouTubePrivacy,
  type YouTubeVideoMetadata,
  type YouTubeVideoStatus,
} from './port.js';
export { createYouTubeSetup, youtubeCallbackUrl } from './registry.js';
