/**
 * Marketing content: the portfolio landing (/landing), the done-for-you design-video service.
 * The tier blurbs and the comparison figures are the spec's words; the rest is ours to edit.
 * `{product}` is replaced with the configured product name.
 */
import { SAMPLE_CLIPS, type SampleMedia } from './media';

/** The page's own sticky header: in-page anchors (the section ids below) and one action. */
export const PORTFOLIO_NAV = {
  label: 'Page sections',
  links: [
    { label: 'Gallery', href: '#gallery' },
    { label: 'Tiers', href: '#categories' },
    { label: 'Get started', href: '#cta' },
  ],
  upload: { label: 'Upload Your Content', href: '/upload' },
} as const;

export const PORTFOLIO_HERO = {
  eyebrow: 'Done-for-you videos for interior designers',
  title: 'Your design photos, turned into scroll-stopping Shorts',
  subtitle:
    'Send us your project photos. We turn each room into 8-second vertical videos for YouTube Shorts, with captions, SEO and posting handled for you.',
  upload: { label: 'Upload Your Content', href: '/upload' },
  secondary: { label: 'See sample videos', href: '#gallery' },
  points: ['Delivered in 48 to 72 hours', 'Month to month', 'Posting live on YouTube'],
} as const;

export interface ComparisonRow {
  label: string;
  diy: string;
  withUs: string;
}

/** The spec's benefit comparison. Illustrative figures, not a promise (labelled on the page). */
export const PORTFOLIO_COMPARISON = {
  title: 'Less time, less spend, more videos',
  subtitle: 'What a month of short-form video looks like when you do it yourself, and with us.',
  sampleLabel: 'Illustrative figures',
  diyHeading: 'Doing it yourself',
  withUsHeading: 'With {product}',
  rows: [
    { label: 'Your time', diy: '15 hrs/week', withUs: '1 hr/month' },
    { label: 'Monthly cost', diy: '$3,500/mo', withUs: '$650' },
    { label: 'Output', diy: '1-2 posts/week', withUs: '25 videos' },
  ] satisfies ComparisonRow[],
  savings: 'Save $2,350/month',
  footnote:
    'Typical figures for a small studio hiring out filming and editing compared with our Growth Batch of 25 shorts. Your numbers will differ.',
} as const;

export interface PortfolioTier {
  /** Also the anchor of the tier's group in the gallery (#tier-<id>). */
  id: string;
  name: string;
  /** A second name some pages use for the tier; shown as a small label. */
  alias?: string;
  /** A short headline for the tier's card. */
  headline: string;
  /** The spec's tier blurb, word for word. */
  blurb: string;
  audience: string;
  clips: readonly SampleMedia[];
}

const clipsAt = (...indexes: number[]): SampleMedia[] =>
  indexes.map((index) => {
    const clip = SAMPLE_CLIPS[index];
    if (!clip) throw new Error(`No sample clip at index ${index}`);
    return clip;
  });

/** The four plan tiers the gallery is grouped by, two sample clips each. */
export const PORTFOLIO_TIERS: readonly PortfolioTier[] = [
  {
    id: 'starter',
    name: 'Starter',
    headline: 'Show up every week',
    blurb: '12 clips monthly, captions, auto-posting',
    audience: 'For solo designers who want a steady presence.',
    clips: clipsAt(0, 1),
  },
  {
    id: 'pro',
    name: 'Pro',
    headline: 'Grow and test',
    blurb: '30 clips, ad variations, hook testing, weekly analytics',
    audience: 'For studios growing an audience and testing what works.',
    clips: clipsAt(2, 3),
  },
  {
    id: 'elite',
    name: 'Elite',
    headline: 'Scale with ads',
    blurb: '60 clips, UGC ads, motion graphics, A/B funnels',
    audience: 'For firms running paid campaigns next to organic posts.',
    clips: clipsAt(4, 5),
  },
  {
    id: 'all-access',
    name: 'All-Access',
    alias: 'Zeus All-Access',
    headline: 'Every format',
    blurb: 'unlimited revisions per brief, podcasts to shorts, ad studio',
    audience: 'For brands that want every format from one team.',
    clips: clipsAt(6, 7),
  },
];

export const PORTFOLIO_GALLERY = {
  title: 'Sample videos by tier',
  subtitle:
    'Every clip below was made from still photos. They play on their own as you scroll, muted.',
} as const;

export const PORTFOLIO_CATEGORIES = {
  title: 'Pick the tier that fits your studio',
  subtitle: 'Every tier includes vertical 9:16 clips of 8 seconds each, made for YouTube Shorts.',
  samplesLink: 'See {tier} samples',
  pricingLink: { label: 'Compare prices', href: '/pricing' },
} as const;

export const PORTFOLIO_CONNECTIONS = {
  title: 'Connect your channels once',
  body: 'Link your YouTube channel and we post finished clips on schedule. Reels and TikTok are coming soon.',
  link: { label: 'Manage Connections', href: '/social-connections' },
  platforms: [
    { name: 'YouTube Shorts', status: 'Live' },
    { name: 'Instagram Reels', status: 'Coming soon' },
    { name: 'TikTok', status: 'Coming soon' },
  ],
} as const;

export const PORTFOLIO_CTA = {
  title: 'Ready to see your rooms in motion?',
  body: 'Upload a handful of project photos or share a Drive link. We review every submission within 24-48 hours and reply with next steps.',
  upload: { label: 'Upload Your Content', href: '/upload' },
  secondary: { label: 'See pricing', href: '/pricing' },
} as const;
