/**
 * The pricing page's ROI calculator (marketing spec, sections 3 and 9), as pure math so the
 * figures can be tested exactly. Money is in whole cents: 76.20 × 25 must be 1,905.00, not
 * 1,904.9999.
 */

export const ROI_METHOD_IDS = [
  'videographer',
  'photographer',
  'agency',
  'diy',
  'seo-tools',
] as const;
export type RoiMethodId = (typeof ROI_METHOD_IDS)[number];

export interface RoiCostLine {
  label: string;
  amountCents: number;
}

export interface RoiMethod {
  id: RoiMethodId;
  /** How the visitor would make a video without us. */
  label: string;
  /** The spec's traditional total per video; the cost lines add up to it exactly. */
  totalCents: number;
  costLines: readonly RoiCostLine[];
}

/** The spec's traditional cost per video for each method, broken into what it pays for. */
export const ROI_METHODS: readonly RoiMethod[] = [
  {
    id: 'videographer',
    label: 'Videographer',
    totalCents: 385_00,
    costLines: [
      { label: 'Filming (share of a shoot day)', amountCents: 200_00 },
      { label: 'Editing and color grading', amountCents: 125_00 },
      { label: 'Travel and setup', amountCents: 35_00 },
      { label: 'Music licensing', amountCents: 25_00 },
    ],
  },
  {
    id: 'photographer',
    label: 'Photographer',
    totalCents: 235_00,
    costLines: [
      { label: 'Photo session (share per video)', amountCents: 150_00 },
      { label: 'Turning stills into a video edit', amountCents: 60_00 },
      { label: 'Revisions', amountCents: 25_00 },
    ],
  },
  {
    id: 'agency',
    label: 'Marketing agency',
    totalCents: 1_000_00,
    costLines: [
      { label: 'Strategy and account management', amountCents: 350_00 },
      { label: 'Production', amountCents: 450_00 },
      { label: 'Editing and motion graphics', amountCents: 150_00 },
      { label: 'Posting and reporting', amountCents: 50_00 },
    ],
  },
  {
    id: 'diy',
    label: 'Do it yourself',
    totalCents: 76_20,
    costLines: [
      { label: 'Editing app (share per video)', amountCents: 24_00 },
      { label: 'Stock footage and music', amountCents: 32_20 },
      { label: 'Caption and thumbnail tools', amountCents: 12_00 },
      { label: 'Scheduling tool', amountCents: 8_00 },
    ],
  },
  {
    id: 'seo-tools',
    label: 'SEO and posting tools',
    totalCents: 46_00,
    costLines: [
      { label: 'Keyword research tool', amountCents: 18_00 },
      { label: 'Thumbnail design tool', amountCents: 12_00 },
      { label: 'Scheduling platform', amountCents: 16_00 },
    ],
  },
];

export const DEFAULT_ROI_METHOD: RoiMethodId = 'videographer';

/** Our own cost per video (the Athena Pro all-inclusive price per clip). */
export const OUR_COST_PER_VIDEO_CENTS = 26_00;
/** Time a video takes the traditional way, which the service saves. */
export const MINUTES_SAVED_PER_VIDEO = 240;
/** What an hour of the designer's time is assumed to be worth. */
export const HOURLY_RATE_CENTS = 100_00;

/** The spec's slider: 10 to 50 videos a month, in steps of 5, starting at 25. */
export const ROI_VIDEO_SLIDER = { min: 10, max: 50, step: 5, default: 25 } as const;

export interface RoiResult {
  videos: number;
  traditionalCents: number;
  ourCents: number;
  savingsCents: number;
  /** Rounded to a whole percent of the traditional cost. */
  savingsPercent: number;
  hoursSaved: number;
  timeValueCents: number;
}

export function roiMethod(id: RoiMethodId): RoiMethod {
  const method = ROI_METHODS.find((candidate) => candidate.id === id);
  if (!method) throw new Error(`Unknown ROI method: ${id}`);
  return method;
}

/** The calculator's figures for `videos` a month made the `methodId` way instead of by us. */
export function calculateRoi(methodId: RoiMethodId, videos: number): RoiResult {
  const traditionalCents = roiMethod(methodId).totalCents * videos;
  const ourCents = OUR_COST_PER_VIDEO_CENTS * videos;
  const savingsCents = traditionalCents - ourCents;
  const hoursSaved = (MINUTES_SAVED_PER_VIDEO / 60) * videos;
  return {
    videos,
    traditionalCents,
    ourCents,
    savingsCents,
    savingsPercent:
      traditionalCents === 0 ? 0 : Math.round((savingsCents / traditionalCents) * 100),
    hoursSaved,
    timeValueCents: hoursSaved * HOURLY_RATE_CENTS,
  };
}

/** Snaps any number (e.g. a slider's string value) onto the slider's allowed values. */
export function clampVideoCount(value: number): number {
  const { min, max, step } = ROI_VIDEO_SLIDER;
  if (!Number.isFinite(value)) return ROI_VIDEO_SLIDER.default;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$9,625" for whole dollars, "$76.20" otherwise. */
export function formatUsd(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}

/** Always with cents, as prices per clip are written ("$27.00"). */
export function formatUsdWithCents(cents: number): string {
  return withCents.format(cents / 100);
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "100 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}
