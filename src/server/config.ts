import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { emailSchema } from '@shared/auth';

/**
 * The environment, parsed once at boot. Nothing else in the server reads process.env:
 * every setting a module needs arrives through this object.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
/** A flag whose absence means something of its own (the default depends on other settings). */
const optionalFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes')),
);
/** A pasted key often carries a trailing newline, which would silently break every HMAC. */
const optionalSecret = (prefix: RegExp, hint: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim()) : value),
    z.string().regex(prefix, hint).optional(),
  );

/**
 * A comma-separated list of emails, each checked by the sign-up rule and kept lower-cased
 * (accounts are stored so, and an operator's `Ada@Example.com` means the same person). Blank
 * entries are skipped, so a trailing comma is harmless; a bad entry is named, as typed.
 */
const adminEmailList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '')
      : value,
  z
    .array(z.string())
    .default([])
    .superRefine((entries, context) => {
      for (const entry of entries) {
        if (!emailSchema.safeParse(entry).success) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not an email address (expected comma-separated emails)`,
          });
        }
      }
    })
    .transform((entries) => [...new Set(entries.map((entry) => entry.toLowerCase()))]),
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('production'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('false')
        .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
    ),
    APP_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Earlier APP_SECRETs, comma-separated: stored secrets sealed with them still open.
    APP_SECRET_PREVIOUS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters'))),
    ),
    ROLE: z.preprocess(emptyToUndefined, z.enum(['all', 'web', 'worker']).default('all')),
    SERVE_WEB: booleanFlag(true),
    PRODUCT_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('Reelcast')),
    // The public pages' "book a call" links (an external scheduler such as Calendly).
    BOOKING_URL: optionalUrl,
    // The support mailbox /upload shows (client intake); unset: MAIL_FROM's address, else
    // support@ the public host.
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().max(254).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    WORKER_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(64).default(2),
    ),
    // Worker liveness (decision 018): how often workers beat, and after how much silence a
    // worker is dead and its jobs are started again elsewhere.
    WORKER_HEARTBEAT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(50).max(60_000).default(5_000),
    ),
    WORKER_DEAD_AFTER_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(150).max(600_000).default(30_000),
    ),
    BODY_LIMIT_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(1024 * 1024),
    ),
    UPLOAD_LIMIT_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(200 * 1024 * 1024),
    ),
    // Media: system ffmpeg/ffprobe on PATH when present, else the binaries shipped on npm.
    FFMPEG_PATH: optionalString,
    FFPROBE_PATH: optionalString,
    IMAGE_UPLOAD_LIMIT_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(20 * 1024 * 1024),
    ),
    AUDIO_UPLOAD_LIMIT_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(50 * 1024 * 1024),
    ),
    // Anonymous /upload submissions (decision 050): bytes of files awaiting review (pending, or
    // rejected within the grace) per client address and in all, and how long files are kept.
    SUBMISSION_PENDING_BYTES_PER_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(250 * 1024 * 1024),
    ),
    SUBMISSION_PENDING_BYTES_TOTAL: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(5 * 1024 * 1024 * 1024),
    ),
    SUBMISSION_REJECTED_GRACE_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(0).max(365).default(7),
    ),
    SUBMISSION_UNREVIEWED_KEEP_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().min(1).max(365).default(30),
    ),
    // Live-event streams (/api/events) one process keeps open per user and per client address.
    EVENTS_MAX_STREAMS_PER_USER: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(16),
    ),
    EVENTS_MAX_STREAMS_PER_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(64),
    ),
    SIGNUP_CREDITS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10)),
    // Accounts made admins at boot and when they are created (decision 032).
    ADMIN_EMAILS: adminEmailList,
    // S3-compatible storage: set S3_BUCKET to switch from local disk to S3.
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag(false),
    // Vendor keys: each empty key keeps the built-in local engine for that capability.
    HEDRA_API_KEY: optionalString,
    HEDRA_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api.hedra.com/web-app/public'),
    ),
    HEDRA_MODEL_SLUG: z.preprocess(emptyToUndefined, z.string().default('together/hedra-avatar')),
    GEMINI_API_KEY: optionalString,
    GEMINI_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://generativelanguage.googleapis.com/v1beta'),
    ),
    VEO_MODEL: z.preprocess(emptyToUndefined, z.string().default('veo-3.1-fast-generate-preview')),
    HIGGSFIELD_API_KEY: optionalString,
    HIGGSFIELD_API_SECRET: optionalString,
    HIGGSFIELD_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://platform.higgsfield.ai'),
    ),
    HIGGSFIELD_SOUL_MODEL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/,
          'must be a model id such as higgsfield-ai/soul/standard',
        )
        .default('higgsfield-ai/soul/standard'),
    ),
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api.elevenlabs.io'),
    ),
    ELEVENLABS_MODEL: z.preprocess(emptyToUndefined, z.string().default('eleven_multilingual_v2')),
    // Scripts one user may generate per UTC day (each costs an LLM call when one is configured).
    SCRIPT_DAILY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
    // Uploads the install's Google project may start per quota day (YouTube's videos.insert
    // bucket, ~100 a day for the whole project; decision 036).
    YOUTUBE_DAILY_UPLOADS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(100),
    ),
    // Posts one user may make per quota day: their share of YOUTUBE_DAILY_UPLOADS, so no one
    // user can spend the install's uploads (decision 049). The second applies to users with
    // an active plan subscription (it never gives them fewer than the first).
    YOUTUBE_USER_DAILY_POSTS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(10),
    ),
    YOUTUBE_PLAN_DAILY_POSTS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(25),
    ),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: optionalString,
    OPENAI_IMAGE_MODEL: optionalString,
    // Stripe: a secret key switches purchases from the offline checkout to Stripe Checkout.
    STRIPE_SECRET_KEY: optionalSecret(
      /^(sk|rk)_/,
      'must be a secret or restricted key (sk_… or rk_…), not the publishable pk_… key',
    ),
    STRIPE_WEBHOOK_SECRET: optionalSecret(
      /^whsec_/,
      "must be the webhook endpoint's signing secret (whsec_…)",
    ),
    STRIPE_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.stripe.com')),
    OFFLINE_CHECKOUT: optionalFlag,
    FREE_DAILY_VIDEOS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(1)),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // The YouTube connection (decision 035): Google's OAuth and YouTube Data API v3 with the
    // Google keys above, else the built-in test-mode channel. The URLs are for local fakes.
    YOUTUBE_TEST_MODE: optionalFlag,
    YOUTUBE_AUTHORIZE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    ),
    YOUTUBE_OAUTH_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://oauth2.googleapis.com'),
    ),
    YOUTUBE_API_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://www.googleapis.com/youtube/v3'),
    ),
    YOUTUBE_UPLOAD_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://www.googleapis.com/upload/youtube/v3'),
    ),
    // Lists the Drive folders /upload receives (Drive API v3, an API key); unset: a folder
    // link is checked for form only and counts as 10 images.
    GOOGLE_API_KEY: optionalString,
    GOOGLE_DRIVE_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://www.googleapis.com/drive/v3'),
    ),
    // Go High Level's API host (each user connects their own location with their own token).
    GHL_API_BASE_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://services.leadconnectorhq.com'),
    ),
    // Outgoing webhooks may reach private, loopback and link-local addresses (never in
    // production: it lets a user make the server call into its own network).
    WEBHOOK_ALLOW_PRIVATE: booleanFlag(false),
    SMTP_URL: optionalString,
    MAIL_FROM: optionalString,
  })
  .superRefine((env, context) => {
    // Settings that are only wrong together; each names the variable to fix.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'is required when STRIPE_SECRET_KEY is set: without it no payment can be verified and credited',
      });
    }
    if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when STRIPE_WEBHOOK_SECRET is set (half a Stripe setup)',
      });
    }
    if (env.OFFLINE_CHECKOUT === true && (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['OFFLINE_CHECKOUT'],
        message:
          'cannot be true while STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET are set: the test-mode checkout grants credits without payment',
      });
    }
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
    if (env.WORKER_DEAD_AFTER_MS < 3 * env.WORKER_HEARTBEAT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['WORKER_DEAD_AFTER_MS'],
        message:
          'must be at least 3 times WORKER_HEARTBEAT_MS: a worker that missed one beat is not dead',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host (Fastify's trustProxy). Off by default:
   * trusting them from anyone would let a client pick its own address and dodge rate limits.
   */
  trustProxy: boolean | string;
  appSecret: string;
  /** APP_SECRET_PREVIOUS: what sealed stored secrets before a rotation (decision 034). */
  appSecretsPrevious: readonly string[];
  role: Env['ROLE'];
  /** Serve the built web app (off under `npm run dev`, where Vite serves it). */
  serveWeb: boolean;
  productName: string;
  /** Where the public pages' "book a strategy call" links go. */
  bookingUrl: string;
  /** The support mailbox /upload shows. */
  supportEmail: string;
  /** Google Drive folder listing for /upload (GOOGLE_API_KEY); null: form check only. */
  drive: { apiKey: string; baseUrl: string } | null;
  logLevel: Env['LOG_LEVEL'];
  workerConcurrency: number;
  /** Worker heartbeat interval and the silence after which a worker counts as dead. */
  workerHeartbeat: { intervalMs: number; deadAfterMs: number };
  bodyLimitBytes: number;
  /**
   * Caps on open live-event streams in one process, past which a stream is refused with 429
   * and the web client polls instead: per user (a person's tabs and devices) and per client
   * address (several people behind one router).
   */
  events: { maxStreamsPerUser: number; maxStreamsPerAddress: number };
  /** Credits every new account receives once. */
  signupCredits: number;
  /**
   * ADMIN_EMAILS, lower-cased: these accounts are made admins at boot and when they are
   * created; leaving the list never takes the role away (decision 032).
   */
  adminEmails: readonly string[];
  /** The largest upload; also the most of a refused request's body read to keep its connection. */
  uploadLimitBytes: number;
  /** Per-file limits for studio uploads (portraits and frames; podcast audio). */
  imageUploadLimitBytes: number;
  audioUploadLimitBytes: number;
  /**
   * Anonymous /upload submissions (decision 050): the caps on bytes of files awaiting review
   * (pending, or rejected and still within the grace) per client address and in all, and the
   * days the sweep keeps files of rejected and of never-reviewed submissions.
   */
  submissions: {
    pendingBytesPerAddress: number;
    pendingBytesTotal: number;
    rejectedGraceDays: number;
    unreviewedKeepDays: number;
  };
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  /** Vendor endpoints and models (overridable so contract tests can point at local fakes). */
  hedra: { baseUrl: string; modelSlug: string };
  veo: { baseUrl: string; model: string };
  /** Higgsfield's API host and the Soul model id images are submitted to. */
  higgsfield: { baseUrl: string; soulModel: string };
  /** OPENAI_BASE_URL (default OpenAI's) and OPENAI_IMAGE_MODEL (default gpt-image-1). */
  openaiImages: { baseUrl: string; model: string };
  /**
   * The Script Writer: its daily cap, and the OpenAI-compatible chat model that writes (null:
   * the built-in local writer). On with OPENAI_API_KEY (model default gpt-4o-mini), or with
   * OPENAI_BASE_URL + OPENAI_MODEL for a keyless local server (Ollama, llama.cpp).
   */
  scripts: {
    dailyLimit: number;
    chat: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  };
  /** Go High Level's API host (GHL_API_BASE_URL; a local fake in tests). */
  goHighLevel: { baseUrl: string };
  /**
   * Outgoing webhooks: WEBHOOK_ALLOW_PRIVATE lets a target resolve to a private, loopback or
   * link-local address (and use plain http); off, only public https targets are called.
   */
  webhooks: { allowPrivate: boolean };
  /**
   * Posting: YouTube uploads started per quota day for the whole install (decision 036), and
   * each user's share of them per quota day, without and with an active plan (decision 049).
   */
  posting: { youtubeDailyUploads: number; userDailyPosts: number; planDailyPosts: number };
  /** ElevenLabs speech and instant cloning; null keeps the local voices. */
  elevenlabs: { apiKey: string; baseUrl: string; modelId: string } | null;
  /** Stripe Checkout and webhooks; null keeps purchases on the offline checkout (if enabled). */
  stripe: { secretKey: string; webhookSecret: string; baseUrl: string } | null;
  billing: {
    /** Videos each user may make free per UTC day, before credits are charged. */
    freeDailyVideos: number;
    /**
     * The built-in test-mode checkout: on by default without Stripe keys, and never with them
     * (it grants credits without payment).
     */
    offlineCheckout: boolean;
  };
  /**
   * The YouTube connection (decision 035). `engine`: `google` with GOOGLE_CLIENT_ID and
   * GOOGLE_CLIENT_SECRET; else `test`, the built-in test-mode channel (never with the keys);
   * `off` when YOUTUBE_TEST_MODE=false and there are no keys.
   */
  youtube: {
    engine: 'google' | 'test' | 'off';
    google: {
      clientId: string;
      clientSecret: string;
      authorizeUrl: string;
      oauthBaseUrl: string;
      apiBaseUrl: string;
      uploadBaseUrl: string;
    } | null;
  };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  vendors: Pick<
    Env,
    | 'HEDRA_API_KEY'
    | 'GEMINI_API_KEY'
    | 'HIGGSFIELD_API_KEY'
    | 'HIGGSFIELD_API_SECRET'
    | 'ELEVENLABS_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_API_KEY'
    | 'OPENAI_MODEL'
    | 'OPENAI_IMAGE_MODEL'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'SMTP_URL'
    | 'MAIL_FROM'
  >;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment object; throws ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The app secret: from APP_SECRET, else generated once and kept under DATA_DIR. */
function resolveAppSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * Without a scheduler the booking links still reach the operator: an email to the sender
 * address mail goes out from (or hello@ the public host).
 */
function fallbackBookingUrl(mailFrom: string | undefined, publicUrl: string | undefined): string {
  const address =
    mailFrom?.match(/<([^>]+)>/)?.[1] ??
    (mailFrom?.includes('@') ? mailFrom.trim() : undefined) ??
    `hello@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`;
  return `mailto:${address}?subject=${encodeURIComponent('Strategy call')}`;
}

/** Without SUPPORT_EMAIL: the address mail goes out from, else support@ the public host. */
function fallbackSupportEmail(mailFrom: string | undefined, publicUrl: string | undefined): string {
  return (
    mailFrom?.match(/<([^>]+)>/)?.[1] ??
    (mailFrom?.includes('@') ? mailFrom.trim() : undefined) ??
    `support@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`
  );
}

function youtubeConfig(env: Env): Config['youtube'] {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (clientId && clientSecret) {
    const trim = (url: string) => url.replace(/\/$/, '');
    return {
      engine: 'google',
      google: {
        clientId,
        clientSecret,
        authorizeUrl: env.YOUTUBE_AUTHORIZE_URL,
        oauthBaseUrl: trim(env.YOUTUBE_OAUTH_BASE_URL),
        apiBaseUrl: trim(env.YOUTUBE_API_BASE_URL),
        uploadBaseUrl: trim(env.YOUTUBE_UPLOAD_BASE_URL),
      },
    };
  }
  return { engine: env.YOUTUBE_TEST_MODE === false ? 'off' : 'test', google: null };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    appSecret: resolveAppSecret(dataDir, env.APP_SECRET),
    appSecretsPrevious: env.APP_SECRET_PREVIOUS,
    role: env.ROLE,
    serveWeb: env.SERVE_WEB,
    productName: env.PRODUCT_NAME,
    bookingUrl: env.BOOKING_URL ?? fallbackBookingUrl(env.MAIL_FROM, env.PUBLIC_URL),
    supportEmail: env.SUPPORT_EMAIL ?? fallbackSupportEmail(env.MAIL_FROM, env.PUBLIC_URL),
    drive: env.GOOGLE_API_KEY
      ? { apiKey: env.GOOGLE_API_KEY, baseUrl: env.GOOGLE_DRIVE_BASE_URL.replace(/\/$/, '') }
      : null,
    logLevel: env.LOG_LEVEL,
    workerConcurrency: env.WORKER_CONCURRENCY,
    workerHeartbeat: { intervalMs: env.WORKER_HEARTBEAT_MS, deadAfterMs: env.WORKER_DEAD_AFTER_MS },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    events: {
      maxStreamsPerUser: env.EVENTS_MAX_STREAMS_PER_USER,
      maxStreamsPerAddress: env.EVENTS_MAX_STREAMS_PER_ADDRESS,
    },
    signupCredits: env.SIGNUP_CREDITS,
    adminEmails: env.ADMIN_EMAILS,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    imageUploadLimitBytes: env.IMAGE_UPLOAD_LIMIT_BYTES,
    audioUploadLimitBytes: env.AUDIO_UPLOAD_LIMIT_BYTES,
    submissions: {
      pendingBytesPerAddress: env.SUBMISSION_PENDING_BYTES_PER_ADDRESS,
      pendingBytesTotal: env.SUBMISSION_PENDING_BYTES_TOTAL,
      rejectedGraceDays: env.SUBMISSION_REJECTED_GRACE_DAYS,
      unreviewedKeepDays: env.SUBMISSION_UNREVIEWED_KEEP_DAYS,
    },
    media: { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH },
    hedra: { baseUrl: env.HEDRA_BASE_URL.replace(/\/$/, ''), modelSlug: env.HEDRA_MODEL_SLUG },
    veo: { baseUrl: env.GEMINI_BASE_URL.replace(/\/$/, ''), model: env.VEO_MODEL },
    higgsfield: {
      baseUrl: env.HIGGSFIELD_BASE_URL.replace(/\/$/, ''),
      soulModel: env.HIGGSFIELD_SOUL_MODEL,
    },
    openaiImages: {
      baseUrl: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
      model: env.OPENAI_IMAGE_MODEL ?? 'gpt-image-1',
    },
    posting: {
      youtubeDailyUploads: env.YOUTUBE_DAILY_UPLOADS,
      userDailyPosts: env.YOUTUBE_USER_DAILY_POSTS,
      planDailyPosts: Math.max(env.YOUTUBE_PLAN_DAILY_POSTS, env.YOUTUBE_USER_DAILY_POSTS),
    },
    scripts: {
      dailyLimit: env.SCRIPT_DAILY_LIMIT,
      chat:
        env.OPENAI_API_KEY || (env.OPENAI_BASE_URL && env.OPENAI_MODEL)
          ? {
              baseUrl: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, ''),
              apiKey: env.OPENAI_API_KEY,
              model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
            }
          : null,
    },
    goHighLevel: { baseUrl: env.GHL_API_BASE_URL.replace(/\/$/, '') },
    webhooks: { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE },
    elevenlabs: env.ELEVENLABS_API_KEY
      ? {
          apiKey: env.ELEVENLABS_API_KEY,
          baseUrl: env.ELEVENLABS_BASE_URL.replace(/\/$/, ''),
          modelId: env.ELEVENLABS_MODEL,
        }
      : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            baseUrl: env.STRIPE_BASE_URL.replace(/\/$/, ''),
          }
        : null,
    billing: {
      freeDailyVideos: env.FREE_DAILY_VIDEOS,
      offlineCheckout: env.OFFLINE_CHECKOUT ?? !env.STRIPE_SECRET_KEY,
    },
    youtube: youtubeConfig(env),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    vendors: {
      HEDRA_API_KEY: env.HEDRA_API_KEY,
      GEMINI_API_KEY: env.GEMINI_API_KEY,
      HIGGSFIELD_API_KEY: env.HIGGSFIELD_API_KEY,
      HIGGSFIELD_API_SECRET: env.HIGGSFIELD_API_SECRET,
      ELEVENLABS_API_KEY: env.ELEVENLABS_API_KEY,
      OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      OPENAI_API_KEY: env.OPENAI_API_KEY,
      OPENAI_MODEL: env.OPENAI_MODEL,
      OPENAI_IMAGE_MODEL: env.OPENAI_IMAGE_MODEL,
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET,
      SMTP_URL: env.SMTP_URL,
      MAIL_FROM: env.MAIL_FROM,
    },
  };
}
