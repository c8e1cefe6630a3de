/**
 * Prices and credit packages from the spec (core studio, section 9). The server charges and
 * sells from these tables; the web app only displays them.
 */

export interface CreditPackage {
  credits: number;
  /** Whole cents, so that money is never a float. */
  priceCents: number;
  /** The spec's save note, e.g. "save 11%"; none for the base package. */
  note?: string;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { credits: 100, priceCents: 1_500 },
  { credits: 500, priceCents: 6_700, note: 'save 11%' },
  { credits: 1_000, priceCents: 12_000, note: 'save 20%' },
  { credits: 2_500, priceCents: 28_100, note: 'save 25%' },
  { credits: 5_000, priceCents: 52_500, note: 'save 30%' },
  { credits: 10_000, priceCents: 95_000, note: 'save 37%' },
];

/** Veo (image to video, text to video): credits per second by resolution. */
export const VEO_CREDITS_PER_SECOND = { '720p': 8, '1080p': 10 } as const;
export type VeoResolution = keyof typeof VEO_CREDITS_PER_SECOND;

/** Podcast clips (mode hedra): credits per second of video. */
export const HEDRA_CREDITS_PER_SECOND = 2;

/**
 * Rounds a credit amount up. Durations carry decimals (12.3 s) and binary floats make
 * 2 × 12.3 a hair off, so the product is first snapped to a millionth: a float error must
 * never add a credit.
 */
const ceilCredits = (amount: number): number => Math.ceil(Math.round(amount * 1e6) / 1e6);

/** One Veo video: ceil(rate × seconds). An image-to-video batch pays this per image. */
export const veoCost = (resolution: VeoResolution, seconds: number): number =>
  ceilCredits(VEO_CREDITS_PER_SECOND[resolution] * seconds);

/** One podcast clip: 2 credits per second, rounded up. */
export const hedraCost = (seconds: number): number =>
  ceilCredits(HEDRA_CREDITS_PER_SECOND * seconds);

/** Images: 3 credits, plus 2 for 1080p. */
export const IMAGE_BASE_CREDITS = 3;
export const IMAGE_1080P_EXTRA_CREDITS = 2;
export type ImageQuality = '720p' | '1080p';
export const imageCost = (quality: ImageQuality): number =>
  IMAGE_BASE_CREDITS + (quality === '1080p' ? IMAGE_1080P_EXTRA_CREDITS : 0);

/** AI Character Creator: 3 credits per character. */
export const CHARACTER_GENERATION_CREDITS = 3;

/**
 * Background Generator: 3 credits per background. The spec shows no price for it; it is the
 * same kind of work as a character portrait, so it costs the same (decision 007).
 */
export const BACKGROUND_GENERATION_CREDITS = 3;

/** The shortfall wording a 402 carries and the pages show. */
export const insufficientCreditsMessage = (balance: number, required: number) =>
  `Insufficient credits. You have ${balance} but need ${required}.`;

/** Voiceovers: 1 credit per started 1,000 characters of spoken text (issue 8). */
export const VOICEOVER_CHARACTERS_PER_CREDIT = 1_000;
export const voiceoverCredits = (spokenCharacters: number): number =>
  Math.max(1, Math.ceil(spokenCharacters / VOICEOVER_CHARACTERS_PER_CREDIT));

/**
 * Episode analysis (issue 30): transcribing a whole recording and ranking its moments costs
 * 1 credit per started minute, charged with the analysis job and refunded once if it fails.
 */
export const EPISODE_ANALYSIS_CREDITS_PER_MINUTE = 1;
export const episodeAnalysisCredits = (seconds: number): number =>
  Math.max(1, ceilCredits(seconds / 60) * EPISODE_ANALYSIS_CREDITS_PER_MINUTE);
