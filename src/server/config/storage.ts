import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, field, optionalString, optionalUrl, stringOr } from './fields.js';

/** Where data lives (the database, files on disk or in S3) and the secret that seals it. */
export const storageSettings = z
  .object({
    DATA_DIR: stringOr('./data'),
    DATABASE_URL: field(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    APP_SECRET: field(z.string().min(32, 'must be at least 32 characters').optional()),
    // Earlier APP_SECRETs, comma-separated: stored secrets sealed with them still open.
    APP_SECRET_PREVIOUS: field(
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
    // S3-compatible storage: set S3_BUCKET to switch from local disk to S3.
    S3_BUCKET: optionalString,
    S3_REGION: stringOr('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag(false),
  })
  .transform((env) => ({
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /** APP_SECRET; when unset, loadConfig generates one under DATA_DIR once the rest is valid. */
    appSecret: env.APP_SECRET,
    /** APP_SECRET_PREVIOUS: what sealed stored secrets before a rotation (decision 034). */
    appSecretsPrevious: env.APP_SECRET_PREVIOUS,
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
  }));

/** The app secret: from APP_SECRET, else generated once and kept under DATA_DIR. */
export function resolveAppSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
