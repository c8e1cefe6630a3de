/**
 * Copy for /thank-you, where every waitlist sign-up lands. The headline, the call length and
 * the offer are the spec's words; the booking link itself is configured on the server
 * (BOOKING_URL).
 */
export const THANK_YOU_CONTENT = {
  title: "You're In!",
  checkEmail: {
    heading: 'Check your email',
    body: 'We’ve sent your confirmation and everything you need to get started. If it hasn’t arrived in a few minutes, look in your spam or promotions folder.',
  },
  booking: {
    eyebrow: 'Next step',
    heading: 'Book a free 15-minute strategy call',
    body: 'Tell us about your projects and we’ll map out the short-form videos that fit your business: which photos to use, how often to post and what to expect.',
    cta: 'Book my free call',
    offerLabel: 'Limited offer',
    offer: 'The first 3 people who book a call get $100 off the Growth Batch package.',
  },
  nextSteps: [
    { title: 'Check your inbox', detail: 'Your confirmation is on its way.' },
    { title: 'Book your free call', detail: '15 minutes, no obligation.' },
    { title: 'Get your video plan', detail: 'Leave with clear next steps for your content.' },
  ],
  links: {
    pricing: { label: 'See pricing', href: '/pricing' },
    home: { label: 'Back to home', href: '/' },
  },
} as const;
