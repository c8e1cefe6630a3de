/** The spec's words on /social-connections (toasts), in one place for the card and the page. */
export const SOCIAL_TOASTS = {
  connectFailed: 'Failed to connect to YouTube',
  disconnectFailed: 'Failed to disconnect platform',
  loadFailed: 'Failed to load connection data',
  connectionError: (error: string) => `Connection error: ${error}`,
  connected: 'YouTube channel connected',
  disconnected: 'YouTube disconnected',
} as const;
