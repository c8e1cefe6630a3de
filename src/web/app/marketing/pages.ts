import type { MarketingPageKey } from '@shared/site';
import type { ComponentType } from 'react';

/**
 * Every public page's component, loaded on demand so each page's JavaScript is its own chunk:
 * the landing page never downloads the pricing page's code. The server renders the same
 * components (after awaiting the loader), and the browser awaits the loader before hydrating.
 */
export const MARKETING_PAGE_LOADERS: Record<MarketingPageKey, () => Promise<ComponentType>> = {
  'podcast-landing': async () =>
    (await import('../../features/marketing/pages/podcast-landing-page')).PodcastLandingPage,
  portfolio: async () =>
    (await import('../../features/marketing/pages/portfolio-page')).PortfolioPage,
  pricing: async () => (await import('../../features/marketing/pages/pricing-page')).PricingPage,
  'victory-pricing': async () =>
    (await import('../../features/marketing/pages/pricing-page')).VictoryPricingPage,
  'thank-you': async () =>
    (await import('../../features/marketing/pages/thank-you-page')).ThankYouPage,
  masterclass: async () =>
    (await import('../../features/marketing/pages/waitlist-pages')).MasterclassPage,
  webinar: async () => (await import('../../features/marketing/pages/waitlist-pages')).WebinarPage,
  ebook: async () => (await import('../../features/marketing/pages/waitlist-pages')).EbookPage,
  'case-study': async () =>
    (await import('../../features/marketing/pages/case-study-page')).CaseStudyPage,
  'social-shelf': async () =>
    (await import('../../features/marketing/pages/social-shelf-page')).SocialShelfPage,
  legal: async () => (await import('../../features/marketing/pages/legal-pages')).LegalPage,
  privacy: async () => (await import('../../features/marketing/pages/legal-pages')).PrivacyPage,
  'not-found': async () =>
    (await import('../../features/marketing/pages/not-found-page')).NotFoundPage,
};

/**
 * Each page's module, as the build manifest names it: the server preloads that chunk (and what
 * it imports) so the browser fetches it with the entry instead of after it.
 */
export const MARKETING_PAGE_FILES: Record<MarketingPageKey, string> = {
  'podcast-landing': 'podcast-landing-page',
  portfolio: 'portfolio-page',
  pricing: 'pricing-page',
  'victory-pricing': 'pricing-page',
  'thank-you': 'thank-you-page',
  masterclass: 'waitlist-pages',
  webinar: 'waitlist-pages',
  ebook: 'waitlist-pages',
  'case-study': 'case-study-page',
  'social-shelf': 'social-shelf-page',
  legal: 'legal-pages',
  privacy: 'legal-pages',
  'not-found': 'not-found-page',
};

export function pageSourceFile(page: MarketingPageKey): string {
  return `features/marketing/pages/${MARKETING_PAGE_FILES[page]}.tsx`;
}
