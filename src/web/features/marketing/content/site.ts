/**
 * Marketing content: the header and footer every public page shares. This folder (content/)
 * is the one place an operator edits copy, figures, testimonials, video ids and sample media;
 * `{product}` is replaced with the configured product name.
 */

export const SITE_NAV = {
  signIn: { label: 'Sign in', href: '/auth' },
  /** In place of "Sign in" once the page learns that the visitor is signed in. */
  dashboard: { label: 'Dashboard', href: '/dashboard' },
  /** Signed in, "Start Creating" goes straight to the studio instead of sign-up. */
  startCreating: { label: 'Start Creating', href: '/auth?mode=signup', signedInHref: '/videos' },
  links: [
    { label: 'How it works', href: '/how-it-works' },
    { label: 'Pricing', href: '/pricing' },
    { label: 'Case study', href: '/case-study' },
  ],
} as const;

export const SITE_FOOTER = {
  tagline: 'Short vertical videos from your audio, photos and prompts.',
  groups: [
    {
      title: 'Product',
      links: [
        { label: 'Podcast clips', href: '/' },
        { label: 'Design video service', href: '/landing' },
        { label: 'Pricing', href: '/pricing' },
        { label: 'Sample clips', href: '/social-shelf' },
      ],
    },
    {
      title: 'Learn',
      links: [
        { label: 'Case study', href: '/case-study' },
        { label: 'Masterclass', href: '/masterclass' },
        { label: 'Webinar', href: '/webinar' },
        { label: 'Ebook', href: '/ebook' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'Terms of service', href: '/legal' },
        { label: 'Privacy policy', href: '/privacy' },
      ],
    },
  ],
} as const;
