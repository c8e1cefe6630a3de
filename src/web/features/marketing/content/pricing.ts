import { SUBSCRIPTION_PACKAGES, type PlanVariant } from '@shared/plans';
import { calculateRoi, formatUsd, roiMethod, type RoiMethodId } from '@shared/roi';
import { SAMPLE_STUDIO } from './testimonials';

/**
 * Copy and figures of the pricing pages (/pricing and /victory-pricing). Prices come from the
 * plan table in @shared/plans and the ROI figures from @shared/roi, never retyped here.
 * `{product}` is replaced with the product name. Testimonials, the featured designer and the
 * stats are samples and say so on the page.
 */

/** The two variants: /pricing has the You Post / We Post toggle, /victory-pricing does not. */
export type PricingVariantKey = 'pricing' | 'victory';

const growth = SUBSCRIPTION_PACKAGES.find((plan) => plan.id === 'growth')!;
const growthRoi = calculateRoi('videographer', growth.clips);

export const PRICING_HERO: Record<
  PricingVariantKey,
  { eyebrow: string; title: string; highlight: string; subtitle: string }
> = {
  pricing: {
    eyebrow: 'Done-for-you short videos for interior designers',
    title: 'Your design photos, turned into',
    highlight: 'scroll-stopping Shorts',
    subtitle:
      'Send us your project photos. AI turns them into 8-second vertical videos, and on the all-inclusive plans we add SEO, thumbnails, upload and scheduling too.',
  },
  victory: {
    eyebrow: 'All-inclusive video packages',
    title: 'We make and post your design videos.',
    highlight: 'You win the clients.',
    subtitle:
      'Every month we turn your project photos into 8-second vertical videos and publish them for you, with SEO titles, thumbnails and scheduling included.',
  },
};

export const PRICING_HERO_ACTIONS = {
  primary: { label: 'See packages', href: '#packages' },
  secondary: { label: 'Calculate your savings', href: '#roi' },
} as const;

export const PRICING_HERO_NOTES = [
  '14-day free trial, no card required',
  'Month-to-month',
  'Only 5 new studios a month',
] as const;

export const SOCIAL_PROOF = {
  label: 'Illustrative figures',
  stats: [
    { value: '1,200+', label: 'short videos delivered' },
    { value: '48-72 h', label: 'from photos to finished videos' },
    { value: `${growthRoi.savingsPercent}%`, label: 'less than hiring a videographer' },
    { value: '4 hours', label: 'of your time saved per video' },
  ],
} as const;

export const TESTIMONIALS_SECTION = {
  title: 'Designers who stopped filming and started posting',
  sampleLabel: 'Sample testimonial',
  carouselLabel: 'Testimonials',
  previousLabel: 'Previous testimonial',
  nextLabel: 'Next testimonial',
};

export const FEATURED_DESIGNER = {
  sampleLabel: 'Sample case study',
  eyebrow: 'Featured designer',
  title: 'One month of Shorts from a single photo shoot',
  name: SAMPLE_STUDIO.name,
  person: `${SAMPLE_STUDIO.founder}, founder`,
  story: `${SAMPLE_STUDIO.name} had hundreds of finished-project photos and no time to film. On Athena Pro they sent ${SAMPLE_STUDIO.photosSent} photos and received ${SAMPLE_STUDIO.shorts} vertical clips, posted on a schedule with SEO titles and custom thumbnails. These are eight of the clips.`,
  stats: [
    { value: String(SAMPLE_STUDIO.shorts), label: 'Shorts in the month' },
    { value: '0 h', label: 'spent filming or editing' },
    { value: String(SAMPLE_STUDIO.enquiries), label: 'new project enquiries' },
  ],
  videosTitle: 'Eight sample videos',
} as const;

export const PACKAGES_SECTION = {
  title: 'Simple monthly packages',
  subtitle:
    'Every package delivers 8-second vertical clips made from your photos. Month-to-month: change or cancel any time.',
  toggleLabel: 'Who posts the videos',
  popularBadge: 'Most popular',
  perMonth: '/month',
  perClip: 'per clip',
  twoPayments: 'Or 2 payments of',
  choose: (planName: string) => `Choose ${planName}`,
} as const;

/** The toggle's two positions (spec: 'You Post' clips only, 'We Post' all-inclusive). */
export const VARIANT_COPY: Record<
  PlanVariant,
  { toggle: string; name: string; summary: string; features: readonly string[] }
> = {
  inclusive: {
    toggle: 'We Post',
    name: 'All-inclusive',
    summary: 'We make the clips and publish them for you.',
    features: [
      'SEO titles and descriptions',
      'Custom thumbnails',
      'Upload and scheduling on YouTube Shorts',
      'Optional posting to Reels and TikTok (coming soon)',
    ],
  },
  clips: {
    toggle: 'You Post',
    name: 'Clips only',
    summary: 'We make the clips; you download and post them.',
    features: [
      'Vertical 9:16 video files',
      'Ready for Shorts, Reels and TikTok',
      'Download links for every clip',
    ],
  },
};

export const PROCESS_SECTION = {
  title: 'How it works',
  stepLabel: (step: number) => `Step ${step}`,
  steps: [
    {
      title: 'Upload Images',
      text: 'Send your project photos or share a Google Drive folder. No filming, no briefs.',
    },
    {
      title: 'AI Creates Videos',
      text: 'Our AI turns each photo into an 8-second vertical clip with smooth camera motion.',
    },
    {
      title: 'Auto Upload',
      text: 'On all-inclusive plans we add SEO and thumbnails and publish on your schedule.',
    },
  ],
} as const;

export const ROI_SECTION = {
  title: 'What would these videos cost you today?',
  subtitle:
    'Pick how you would make them without us and how many you want a month. Traditional costs are typical figures, not quotes.',
  sampleLabel: 'Illustrative estimate',
  sliderLabel: 'Videos per month',
  videosValue: (videos: number) => `${videos} videos`,
  methodLegend: 'How would you make them?',
  perVideoSuffix: '/video',
  breakdownTitle: (methodLabel: string) => `${methodLabel}: cost per video`,
  traditionalCost: 'Traditional cost',
  ourCost: 'Your cost with {product}',
  ourCostNote: (cents: number) => `${formatUsd(cents)} per video`,
  savings: 'You save',
  savingsPercentSuffix: 'less',
  savingsPeriod: (videos: number) => `per month, ${videos} videos`,
  breakdownTotal: 'Total per video',
  hoursSaved: 'Hours saved',
  hoursNote: '4 hours per video',
  timeValue: 'Value of your time',
  timeValueNote: 'at $100 an hour',
  projectExample:
    'Land one $5,000 project from your videos and that is an 8x return on the monthly spend.',
  cta: 'Start with Athena Pro',
} as const;

export const COMPARISON_SECTION = {
  title: 'How {product} compares',
  sampleLabel: 'Illustrative figures',
  caption: 'What a month of short videos takes with each option',
  rowHeader: 'Feature',
};

const perVideo = (id: RoiMethodId) => formatUsd(roiMethod(id).totalCents);

export const COMPARISON_COLUMNS = ['{product}', 'Videographer', 'Agency', 'Do it yourself'];

export const COMPARISON_ROWS: readonly { feature: string; values: readonly string[] }[] = [
  {
    feature: 'Cost per video',
    values: [
      formatUsd(growth.pricePerClipCents),
      perVideo('videographer'),
      perVideo('agency'),
      perVideo('diy'),
    ],
  },
  {
    feature: 'Delivery',
    values: ['48 to 72 hours', '1 to 2 weeks', '2 to 4 weeks', 'When you find time'],
  },
  {
    feature: 'Your time per video',
    values: ['Minutes to upload photos', 'A shoot day on site', 'Briefs and reviews', '4 hours'],
  },
  { feature: 'SEO titles and thumbnails', values: ['Included', 'Extra', 'Included', 'You do it'] },
  {
    feature: 'Upload and scheduling',
    values: ['Included', 'Not included', 'Included', 'You do it'],
  },
  {
    feature: 'Commitment',
    values: ['Month-to-month', 'Per project', 'Often a 6-12 month retainer', 'Tool subscriptions'],
  },
];

export const GUARANTEES_SECTION = {
  title: 'Risk-free, by design',
  items: [
    {
      title: 'First 10 videos refund guarantee',
      text: 'Not happy with your first 10 videos? Ask for a refund.',
    },
    {
      title: 'Delivery in 48 to 72 hours',
      text: 'Send photos today, see finished videos in two to three days.',
    },
    {
      title: 'Month-to-month',
      text: 'No contracts. Change packages or cancel whenever you like.',
    },
    {
      title: '14-day free trial, no card',
      text: 'Try the service for 14 days without entering a card.',
    },
  ],
} as const;

export const FAQ_SECTION = {
  title: 'Frequently asked questions',
  items: [
    {
      question: 'What do I need to send you?',
      answer:
        'Photos of your finished projects: uploads or a Google Drive link. Each photo becomes one 8-second vertical clip.',
    },
    {
      question: 'What is the difference between You Post and We Post?',
      answer:
        'You Post (clips only) delivers the video files for you to publish. We Post (all-inclusive) adds SEO titles and descriptions, thumbnails, upload and scheduling.',
    },
    {
      question: 'Which platforms do you post to?',
      answer:
        'Posting is live for YouTube Shorts today. Instagram Reels and TikTok are coming soon; the clips are already in their format.',
    },
    {
      question: 'How fast are videos delivered?',
      answer: 'Within 48 to 72 hours of receiving your photos.',
    },
    {
      question: 'Can I pay in two parts?',
      answer:
        'Yes. Every all-inclusive package can be paid in 2 payments of half the monthly price.',
    },
    {
      question: 'Is there a contract?',
      answer:
        'No. Billing is month-to-month, and the first 10 videos come with a refund guarantee.',
    },
  ],
} as const;

export const CLOSING_CTA = {
  title: 'Ready to turn your portfolio into a steady stream of Shorts?',
  text: 'Only 5 new studios a month, so every order gets our full attention.',
  action: { label: 'Choose your package', href: '#packages' },
} as const;

export const STICKY_BAR = {
  label: 'Get started',
  title: `${growth.name}: ${growth.clips} videos a month`,
  price: `${formatUsd(growth.allInclusivePriceCents)}/month all-inclusive`,
  note: 'Month-to-month • First 10 videos refund guarantee',
  action: { label: 'See packages', href: '#packages' },
} as const;

export const EXIT_OFFER = {
  title: 'Wait! Take 10% off your first month',
  description:
    "Leave your email and we'll email you the offer: buy any package with that address and we refund 10% of your first month.",
  emailLabel: 'Email address',
  emailPlaceholder: 'you@studio.com',
  submit: 'Get my 10% off',
  submitting: 'Sending...',
  dismiss: 'No thanks',
  confirmedTitle: "You're on the list!",
  confirmedDescription: "We've emailed you how your 10% off the first month works.",
  failed: 'Could not save your email. Please try again.',
} as const;
