import { z } from 'zod';

/**
 * The field builders every slice uses. An empty value counts as unset everywhere, so a blank
 * line in a .env file takes the default instead of failing.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Wraps a field so an empty string is unset. */
export const field = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);

export const optionalString = field(z.string().optional());
export const optionalUrl = field(z.url().optional());
export const stringOr = (fallback: string) => field(z.string().default(fallback));

/** A vendor host: its documented URL unless overridden (contract tests point at local fakes). */
export const urlOr = (fallback: string) => field(z.url().default(fallback));

/** A base URL without its trailing slash, so paths join with one `/`. */
export const trimSlash = (url: string) => url.replace(/\/$/, '');

export const integer = (options: { min: number; max?: number; fallback: number }) => {
  const bounded = z.coerce.number().int().min(options.min);
  return field(
    (options.max === undefined ? bounded : bounded.max(options.max)).default(options.fallback),
  );
};

const truthy = (value: string) => value === 'true' || value === '1' || value === 'yes';
const flagWords = z.enum(['true', 'false', '1', '0', 'yes', 'no']);

export const booleanFlag = (fallback: boolean) =>
  field(flagWords.default(fallback ? 'true' : 'false').transform(truthy));

/** A flag whose absence means something of its own (the default depends on other settings). */
export const optionalFlag = field(
  flagWords.optional().transform((value) => (value === undefined ? undefined : truthy(value))),
);

/** A pasted key often carries a trailing newline, which would silently break every HMAC. */
export const optionalSecret = (prefix: RegExp, hint: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim()) : value),
    z.string().regex(prefix, hint).optional(),
  );

/** Read by more than one slice; one definition, so they can never disagree. */
export const shared = {
  PORT: integer({ min: 0, max: 65535, fallback: 3000 }),
  PUBLIC_URL: optionalUrl,
  MAIL_FROM: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: urlOr('https://api.elevenlabs.io'),
};

/** OPENAI_BASE_URL, else OpenAI's own API (images and the script writer share it). */
export const openAiBaseUrl = (fromEnv: string | undefined) =>
  trimSlash(fromEnv ?? 'https://api.openai.com/v1');
