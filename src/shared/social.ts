/**
 * Platforms a user connects for posting (spec: social_media_connections). YouTube posts
 * videos; Go High Level is a CRM location whose social planner, calendar and webhooks the
 * product uses. The others are shown as "coming soon" and have no connection.
 */
export const CONNECTABLE_PLATFORMS = ['youtube', 'gohighlevel'] as const;
export type ConnectablePlatform = (typeof CONNECTABLE_PLATFORMS)[number];

/**
 * `live`: a real vendor account. `test`: the built-in offline counterpart (the test-mode
 * YouTube channel without Google keys), which can never be used while the vendor's keys are set.
 */
export const CONNECTION_MODES = ['live', 'test'] as const;
export type ConnectionMode = (typeof CONNECTION_MODES)[number];

/** `reconnect_needed`: the vendor refused the stored grant (invalid_grant, 401); posting pauses. */
export const CONNECTION_STATUSES = ['connected', 'reconnect_needed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
