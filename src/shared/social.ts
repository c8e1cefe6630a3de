import { z } from 'zod';

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

// --- GET /api/social/connections (built on branch i18-ytconnect) --------------------------------
// Declared here by the posting branch (i18-posting) so its pages can read the list through a
// shared schema before the connections module merges; reconcile with that branch's copy.

export const socialConnectionSchema = z.object({
  platform: z.enum(CONNECTABLE_PLATFORMS),
  mode: z.enum(CONNECTION_MODES),
  accountName: z.string(),
  accountId: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  statusReason: z.string().nullable(),
  connectedAt: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

export const socialConnectionsResponseSchema = z.object({
  connections: z.array(socialConnectionSchema),
});
export type SocialConnectionsResponse = z.infer<typeof socialConnectionsResponseSchema>;
