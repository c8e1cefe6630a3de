/**
 * What people read about their connections: on the connection card (a status reason), in the
 * 'Connection error: {error}' toast after the consent page (kept short: it travels in the
 * query string), or as an API error.
 */
export const SOCIAL_MESSAGES = {
  notConnected: 'Connect your YouTube channel first.',
  reconnect: 'Please reconnect your YouTube channel.',
  unreadable:
    "We couldn't read this connection's stored sign-in. Please reconnect your YouTube channel.",
  wasTestMode:
    'This channel was connected in test mode, and this server now posts to YouTube. Please connect your real channel.',
  wasLive:
    'This channel was connected to YouTube, and this server now runs in test mode. Please connect again.',
  unavailable: 'YouTube is not set up on this server.',
  connectionNotFound: 'Connection not found',
  // Callback errors (the query string of /social-connections).
  signedOut: 'Please sign in, then connect YouTube again.',
  stateInvalid: 'This connection attempt expired or was already used. Please try again.',
  denied: 'You did not allow access to your YouTube channel.',
  providerError: 'Google could not complete the sign-in. Please try again.',
  missingScope: 'Allow uploading videos to connect your channel.',
} as const;
