import { z } from 'zod';
import { EngineError } from '../../kernel/engine-error.js';
import { vendorDetail, vendorError, vendorFailure, type VendorHttpFailure } from '../http.js';
import type { ImageStyleRef } from './port.js';

/**
 * Higgsfield's wire contract as the adapter (higgsfield.ts) uses it: our options mapped to
 * Soul's input, the answers' shapes, and what each status or HTTP failure means for the user
 * (vendors.md section 3, docs/decisions/008-image-vendors.md).
 */

export const HIGGSFIELD = { capability: 'image', vendor: 'higgsfield' } as const;

const ASPECT_RATIOS = ['9:16', '16:9', '4:3', '3:4', '1:1', '2:3', '3:2'] as const;
type AspectRatio = (typeof ASPECT_RATIOS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAFE_ID = /^[\w-]{1,100}$/;

/** Soul takes aspect ratios, not pixel sizes: the nearest one to ours (all nine map exactly or to within 1%). */
export function soulAspectRatio(width: number, height: number): AspectRatio {
  const ratioOf = (value: AspectRatio) => {
    const [w, h] = value.split(':').map(Number) as [number, number];
    return w / h;
  };
  const target = Math.log(width / height);
  return ASPECT_RATIOS.reduce((best, candidate) =>
    Math.abs(Math.log(ratioOf(candidate)) - target) < Math.abs(Math.log(ratioOf(best)) - target)
      ? candidate
      : best,
  );
}

/**
 * A style is sent as Soul's `style_id` only when it is one of Soul's own (a uuid from the styles
 * list); a built-in style (src/shared/image-styles.ts) is unknown to Higgsfield, so its name
 * goes into the prompt instead.
 */
export function soulPromptAndStyle(
  prompt: string,
  style: ImageStyleRef | null,
): { prompt: string; styleId?: string } {
  if (!style) return { prompt };
  if (UUID.test(style.id)) return { prompt, styleId: style.id };
  return { prompt: `${prompt.trim().replace(/[.\s]+$/, '')}, ${style.name.toLowerCase()} style` };
}

/** Which custom reference family matches the Soul model (a reference works with its own family). */
export function referenceModelVersion(soulModel: string): 'v1' | 'v2' | 'cinema' {
  if (soulModel.includes('cinema')) return 'cinema';
  return soulModel.includes('/v2') ? 'v2' : 'v1';
}

export const requestSchema = z.object({
  status: z.string(),
  request_id: z.string().regex(SAFE_ID),
  images: z.array(z.object({ url: z.string() })).nullish(),
});
export type SoulRequest = z.infer<typeof requestSchema>;

export const referenceSchema = z.object({
  id: z.string().regex(SAFE_ID),
  status: z.string(),
  thumbnail_url: z.string().nullish(),
  fail_reason: z.string().nullish(),
});
export type CustomReference = z.infer<typeof referenceSchema>;

export const uploadSchema = z.object({
  upload_url: z.string(),
  public_url: z.string(),
  upload_headers: z.record(z.string(), z.string()).nullish(),
});
export const stylesSchema = z.array(
  z.object({ id: z.string().min(1), name: z.string().min(1), description: z.string().nullish() }),
);

/** A finished (or failed) Soul request; undefined while queued or in progress. */
export function soulOutcome(request: SoulRequest): string | undefined {
  switch (request.status) {
    case 'completed': {
      const url = request.images?.[0]?.url;
      if (url) return url;
      throw vendorError(HIGGSFIELD, 'unexpected');
    }
    case 'nsfw':
      throw vendorError(HIGGSFIELD, 'blocked');
    case 'failed':
    case 'canceled':
      throw vendorError(HIGGSFIELD, 'failed');
    default:
      return undefined;
  }
}

export const REFERENCE_FAILED = (detail?: string) =>
  detail
    ? `The image provider could not build this character: ${detail}`
    : 'The image provider could not build this character.';

export function referenceOutcome(reference: CustomReference): string | undefined {
  if (reference.status === 'failed') {
    const detail = vendorDetail({ detail: reference.fail_reason });
    throw new EngineError('image', REFERENCE_FAILED(detail), false, { vendor: 'higgsfield' });
  }
  if (reference.status !== 'completed') return undefined;
  if (reference.thumbnail_url) return reference.thumbnail_url;
  throw vendorError(HIGGSFIELD, 'unexpected');
}

/** Higgsfield answers 403 when the account has too few credits (SDK: NotEnoughCreditsError). */
export function higgsfieldHttpError({ status, body }: VendorHttpFailure): EngineError {
  if (status === 403) return vendorError(HIGGSFIELD, 'outOfCredit');
  return vendorFailure('image', 'higgsfield', status, body);
}

/** Ids go into URL paths: only plain ones (a stored ref is ours, but never trusted blindly). */
export function assertSafeId(id: string): void {
  if (!SAFE_ID.test(id)) throw vendorError(HIGGSFIELD, 'unexpected');
}

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw vendorError(HIGGSFIELD, 'unexpected');
  return parsed.data;
}
