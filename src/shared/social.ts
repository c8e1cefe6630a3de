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

/** Where the connection flow lands, and the query it reads there (issue 18). */
export const SOCIAL_CONNECTIONS_PATH = '/social-connections';
export const CONNECTED_PARAM = 'connected';
export const CONNECTION_ERROR_PARAM = 'error';

/** One connection as the browser sees it: never a token. */
export const socialConnectionSchema = z.object({
  platform: z.enum(CONNECTABLE_PLATFORMS),
  mode: z.enum(CONNECTION_MODES),
  /** The channel id (YouTube) or location id (Go High Level). */
  accountId: z.string(),
  /** The channel's title or the location's name (spec channel_name). */
  accountName: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  /** Why a reconnect is needed, worded for people; null while connected. */
  statusReason: z.string().nullable(),
  connectedAt: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

/**
 * GET /api/social/connections. `youtubeMode` says what Connect will reach: Google (`live`), the
 * built-in test-mode channel (`test`, no Google keys) or nothing (`null`: switched off).
 */
export const socialConnectionsResponseSchema = z.object({
  connections: z.array(socialConnectionSchema),
  youtubeMode: z.enum(CONNECTION_MODES).nullable(),
});
export type SocialConnectionsResponse = z.infer<typeof socialConnectionsResponseSchema>;

/**
 * Where a connection may return to instead of /social-connections: the quick-start wizard
 * (lands on /start?step=youtube-connect, or /start?error=… when it failed).
 */
export const CONNECT_RETURN_PATHS = ['/start'] as const;
export type ConnectReturnPath = (typeof CONNECT_RETURN_PATHS)[number];
/** POST /api/social/youtube/connect: optional body { returnTo }. */
export const connectYouTubeBodySchema = z
  .strictObject({ returnTo: z.enum(CONNECT_RETURN_PATHS).optional() })
  .nullish();

/** POST /api/social/youtube/connect: the consent page the browser visits next. */
export const connectYouTubeResponseSchema = z.object({ authUrl: z.string() });

/** DELETE /api/social/connections/:platform */
export const disconnectResponseSchema = z.object({ disconnected: z.literal(true) });

/** Where Google (or the test-mode consent page) sends the browser back: register it at Google. */
export const YOUTUBE_CALLBACK_PATH = '/api/social/youtube/callback';
