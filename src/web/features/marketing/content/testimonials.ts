/**
 * The sample testimonials and the sample studio behind them: the one place their names and
 * figures are written. /pricing (the carousel, the featured designer) and /case-study both read
 * them from here, so a person is never "Maya O., 3 enquiries" on one page and "Maya R., 14
 * enquiries" on the other (testimonials.test.ts checks every content file for that). All are
 * samples and the pages say so; replace them with real customers' words once there are some.
 */

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The studio of the case study and of the featured designer on /pricing. */
export const SAMPLE_STUDIO = {
  name: 'Studio Lumen Interiors',
  founder: 'Maya R.',
  photosSent: 40,
  shorts: 25,
  daysToFirstShort: 5,
  /** In the month the Shorts went out. */
  views: '48K',
  enquiries: 14,
} as const;

export const SAMPLE_STUDIO_TESTIMONIAL: Testimonial = {
  quote:
    'We sent a folder of photos on a Monday and by Friday our first Short was live. A month later, clients were mentioning our videos on discovery calls.',
  name: SAMPLE_STUDIO.founder,
  role: `Founder, ${SAMPLE_STUDIO.name}`,
};

export const TESTIMONIALS: readonly Testimonial[] = [
  SAMPLE_STUDIO_TESTIMONIAL,
  {
    quote:
      'We used to pay a videographer for one reel a month. Now every project gets its own series of clips, for less than that single shoot.',
    name: 'Daniel K.',
    role: 'Founder, kitchen and bath design firm',
  },
  {
    quote:
      'The all-inclusive plan means I never open YouTube Studio. Titles, thumbnails and posting just happen.',
    name: 'Priya S.',
    role: 'Interior stylist',
  },
  {
    quote:
      'Our portfolio finally moves. Clients mention the videos on discovery calls before I bring them up.',
    name: 'Lena M.',
    role: 'Creative director, hospitality interiors',
  },
];
