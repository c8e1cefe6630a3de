import { firstIssueMessage } from '@shared/auth';
import {
  createImageBodySchema,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DEFAULT_SIZE,
  imageCost,
  type CreateImageInput,
  type ImageQuality,
  type ImageSize,
} from '@shared/images';

/**
 * The "Generate Image" form's state, price and checks, free of React so the rules are tested on
 * their own. The checks are the shared schema the server validates with.
 */
export interface GenerateFormState {
  prompt: string;
  size: ImageSize;
  quality: ImageQuality;
  /** '' is "No style". */
  styleId: string;
  /** As typed; '' means "draw a random one". */
  seed: string;
  /** A completed custom reference's id; '' is none. */
  referenceId: string;
}

export const initialGenerateForm: GenerateFormState = {
  prompt: '',
  size: IMAGE_DEFAULT_SIZE,
  quality: IMAGE_DEFAULT_QUALITY,
  styleId: '',
  seed: '',
  referenceId: '',
};

/** The price shown before submitting: 3 credits, 5 at 1080p. */
export const generateCost = (state: Pick<GenerateFormState, 'quality'>): number =>
  imageCost(state.quality);

export type CheckedGenerate = { ok: true; body: CreateImageInput } | { ok: false; message: string };

/** The seed as the server wants it: absent when blank, else a number (checked by the schema). */
function seedValue(seed: string): number | undefined {
  const trimmed = seed.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The spec's rules before any call; the first one broken is the toast. */
export function checkGenerate(state: GenerateFormState): CheckedGenerate {
  // A seed that is not a number parses to NaN, which the schema names in the spec's words.
  const seed = seedValue(state.seed);
  const body: CreateImageInput = {
    prompt: state.prompt,
    size: state.size,
    quality: state.quality,
    ...(state.styleId ? { styleId: state.styleId } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(state.referenceId ? { referenceId: state.referenceId } : {}),
  };
  const parsed = createImageBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  return { ok: true, body: { ...body, prompt: parsed.data.prompt } };
}

/** After a successful submit: the prompt and seed clear, the chosen options stay. */
export const clearedGenerateForm = (state: GenerateFormState): GenerateFormState => ({
  ...state,
  prompt: '',
  seed: '',
});
