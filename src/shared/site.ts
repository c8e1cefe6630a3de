/**
 * The public site (no zod here: the public pages' bundle must stay small): which paths are marketing pages (server-rendered, light client bundle), their
 * search-engine metadata, the spec's redirects, and the paths the signed-in app owns. The server
 * reads this to answer a path (page, redirect, app or 404); the web app reads it to know which
 * links leave the single-page app.
 */

export const MARKETING_PAGE_KEYS = [
  'podcast-landing',
  'portfolio',
  'pricing',
  'victory-pricing',
  'thank-you',
  'masterclass',
  'webinar',
  'ebook',
  'case-study',
  'social-shelf',
  'legal',
  'privacy',
  'not-found',
] as const;
export type MarketingPageKey = (typeof MARKETING_PAGE_KEYS)[number];

export interface MarketingPageMeta {
  page: MarketingPageKey;
  /** `{product}` is replaced with the product name. */
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to crawlers (thank-you and 404 are not). */
  indexed: boolean;
}

export const MARKETING_PAGES: Readonly<Record<string, MarketingPageMeta>> = {
  '/': {
    page: 'podcast-landing',
    title: '{product}: Turn Your Podcast Into Viral Clips in Minutes',
    description:
      'Turn podcast audio, photos and prompts into short vertical clips with AI. No credit card required. Get 10 free credits.',
    indexed: true,
  },
  '/how-it-works': {
    page: 'podcast-landing',
    title: 'How it works: podcast clips in minutes | {product}',
    description:
      'Write a script, make talking clips with AI hosts and share them everywhere: how {product} turns your podcast into viral clips.',
    indexed: true,
  },
  '/landing': {
    page: 'portfolio',
    title: 'Done-for-you short videos for interior designers | {product}',
    description:
      'Send your design photos; we turn them into 8-second vertical videos for YouTube Shorts, Reels and TikTok, and can post them for you.',
    indexed: true,
  },
  '/pricing': {
    page: 'pricing',
    title: 'Pricing: video packages for designers | {product}',
    description:
      'Aphrodite Starter, Athena Pro and Hera Elite: 10, 25 or 50 vertical clips a month, clips only or all-inclusive with upload and SEO. Month to month.',
    indexed: true,
  },
  '/victory-pricing': {
    page: 'victory-pricing',
    title: 'All-inclusive video packages | {product}',
    description:
      'We make and post your short-form design videos: 10, 25 or 50 clips a month with SEO, thumbnails and scheduling included.',
    indexed: true,
  },
  '/thank-you': {
    page: 'thank-you',
    title: "You're in! | {product}",
    description: 'Check your email, then book a free 15-minute strategy call.',
    indexed: false,
  },
  '/masterclass': {
    page: 'masterclass',
    title: 'Free masterclass: short-form video for designers | {product}',
    description:
      'Join the free masterclass and learn how designers turn project photos into a steady stream of short videos that win clients.',
    indexed: true,
  },
  '/webinar': {
    page: 'webinar',
    title: 'Live webinar: 90-minute short-form video workshop | {product}',
    description:
      'A live 90-minute workshop for interior designers, limited to 500 attendees. Save your seat.',
    indexed: true,
  },
  '/ebook': {
    page: 'ebook',
    title: 'Free ebook: the designer’s short-form video playbook | {product}',
    description:
      'A 50-page guide to turning design photos into short vertical videos that bring in leads.',
    indexed: true,
  },
  '/case-study': {
    page: 'case-study',
    title: 'Case study: from photos to a month of Shorts | {product}',
    description:
      'How one design studio went from a folder of project photos to a month of scheduled YouTube Shorts in five days.',
    indexed: true,
  },
  '/social-shelf': {
    page: 'social-shelf',
    title: 'Sample clips shelf | {product}',
    description: 'Finished sample clips made with {product}: design showcases and podcast clips.',
    indexed: true,
  },
  '/legal': {
    page: 'legal',
    title: 'Terms of service | {product}',
    description: 'The terms for using {product} and its done-for-you video service.',
    indexed: true,
  },
  '/privacy': {
    page: 'privacy',
    title: 'Privacy policy | {product}',
    description: 'What {product} collects, why, how long it is kept and how to have it deleted.',
    indexed: true,
  },
};

export const NOT_FOUND_PAGE: MarketingPageMeta = {
  page: 'not-found',
  title: 'Page not found | {product}',
  description: 'This page does not exist.',
  indexed: false,
};

/** The spec's redirects (permanent on the server; the web app follows them too). */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  '/early-access': '/',
  '/sales': '/',
  '/coming-soon': '/',
  '/studio': '/dashboard',
  // The spec's dashboard links Voice Setup to /voice; the page is /voices.
  '/voice': '/voices',
};

/**
 * Paths the single-page app renders (`:param` matches one segment). Anything that is neither a
 * marketing page, a redirect nor one of these is answered with the 404 page and status 404.
 * A test keeps this list and the web app's router in step.
 */
export const APP_PATHS = [
  '/auth',
  '/reset-password',
  '/dashboard',
  '/videos',
  '/images',
  '/photos',
  /** Episodes (issue 30): the upload and list, and one episode's transcript and moments. */
  '/episodes',
  '/episodes/:id',
  '/simple-upload',
  '/characters',
  '/backgrounds',
  '/credits',
  '/scripts',
  '/voices',
  '/social-connections',
  '/social-media',
  '/checkout/offline/:id',
  '/admin',
  '/admin/users',
  '/admin/mail',
  '/admin/marketing',
  '/upload',
  /** The quick-start wizard, for visitors and signed-in users (decision 043). */
  '/start',
  '/admin/submissions',
  /** The test-mode YouTube channel's consent page and watch page (decision 035). */
  '/youtube-test/consent',
  '/watch/:id',
  '/crm/dashboard',
  '/crm/import',
  '/crm/leads/new',
  '/crm/leads/:id',
  '/crm/outreach',
  '/crm/landing-pages',
  '/crm/analytics',
  /** The service's order reports (issue 28 item 7). */
  '/admin/reports',
  '/admin/orders/:id/report',
  /** The client's service orders (issue 28), and where every sign-in lands first. */
  '/orders',
  '/orders/:id',
  '/welcome',
  /** The operator's production console (issue 28). */
  '/admin/orders',
  '/admin/orders/:id',
] as const;

/** Strips a trailing slash (but not the root's) so /pricing/ and /pricing are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function marketingPageFor(pathname: string): MarketingPageMeta | undefined {
  return MARKETING_PAGES[normalizePath(pathname)];
}

export function isAppPath(pathname: string): boolean {
  const segments = normalizePath(pathname).split('/');
  return APP_PATHS.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i]))
    );
  });
}

export function fillProductName(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}

/**
 * Settings the server knows at run time and the public pages need: written into each page as
 * JSON (`<script type="application/json" id="site-settings">`) and read back before hydrating.
 */
export interface SiteSettings {
  productName: string;
  /** The external scheduler (BOOKING_URL); a mailto: link to the operator when unset. */
  bookingUrl: string;
}

/** Checks parsed JSON without zod (kept out of the public pages' bundle). */
export function isSiteSettings(value: unknown): value is SiteSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { productName, bookingUrl } = value as Record<string, unknown>;
  return typeof productName === 'string' && productName !== '' && typeof bookingUrl === 'string';
}

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** What the pages fall back to without server settings (the Vite dev server). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  productName: 'Reelcast',
  bookingUrl: 'mailto:hello@example.com?subject=Strategy%20call',
};

// Waitlists (/masterclass, /webinar, /ebook) and the exit-intent popup: zod-free, so the
// public pages can show the words without bundling the schemas in ./marketing.ts.

export const WAITLIST_LISTS = ['masterclass', 'webinar', 'ebook'] as const;
export type WaitlistList = (typeof WAITLIST_LISTS)[number];

/**
 * The webinar as /webinar announces it (the spec: a 90-minute workshop limited to 500
 * attendees); its confirmation mail says the same. No date is set yet: the page promises it by
 * mail, with the joining link.
 */
export const WEBINAR = {
  title: 'Build a month of Shorts in one live workshop',
  length: '90-minute live workshop',
  seats: 500,
} as const;

/** The masterclass as /masterclass announces it; its sign-up mail names it the same way. */
export const MASTERCLASS = {
  title: 'Turn project photos into short videos that win clients',
  modules: 4,
} as const;

/**
 * The ebook as /ebook announces it (the spec: a 50-page guide). Its sign-up mail confirms the
 * request and says the copy is sent by mail when it is ready: there is no file to attach yet.
 */
export const EBOOK = {
  title: 'The Designer’s Short-Form Video Playbook',
  pages: 50,
} as const;

/**
 * The exit-intent offer (spec: 10% off the first month). The checkout takes no codes, so it is
 * honoured as a refund of 10% of the first payment made with the address (decision 055).
 */
export const EXIT_OFFER_TERMS = {
  percent: 10,
  refundWithinBusinessDays: 2,
} as const;

export const MARKETING_MESSAGES = {
  waitlistFailed: 'Failed to register. Please try again.',
  ebookFailed: 'Failed to submit',
  nameAndEmailRequired: 'Please enter your name and email',
  invalidEmail: 'Please enter a valid email address',
  emailRequiredTitle: 'Email required',
  emailRequired: 'Please enter your email address',
  tooManyRequests: 'Too many sign-ups from this address. Please try again later.',
  invalidPage: 'The page must be a path on this site, such as /pricing',
} as const;
