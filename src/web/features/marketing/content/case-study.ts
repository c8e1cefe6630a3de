import { SAMPLE_CLIPS, type SampleMedia } from './media';
import { SAMPLE_STUDIO, SAMPLE_STUDIO_TESTIMONIAL } from './testimonials';

const studio = SAMPLE_STUDIO;

/**
 * Copy for /case-study. The spec fixes the shape (a story with stats, the timeline Day 1;
 * Day 2-3; Day 4; Day 5-34, a link to /pricing and a booking link). The studio, its numbers and
 * its quote are a SAMPLE: the page labels them so. Replace them with a real customer's story
 * (and drop the labels) once you have one.
 */

export interface CaseStudyStat {
  value: string;
  label: string;
}

export interface CaseStudyStep {
  /** Spec wording: 'Day 1', 'Day 2-3', 'Day 4', 'Day 5-34'. */
  day: string;
  title: string;
  detail: string;
}

export const CASE_STUDY_CONTENT = {
  sampleNotice:
    'Sample case study: the studio, its figures and its quote are illustrative, showing how a typical Growth Batch runs.',
  eyebrow: 'Case study',
  title: 'From a folder of project photos to a month of daily Shorts',
  summary: `How a two-person interior design studio turned one finished project into ${studio.shorts} YouTube Shorts, and had the first one live ${studio.daysToFirstShort} days after sending its photos.`,
  client: {
    name: studio.name,
    detail: 'Residential interior design · 2-person studio',
    package: `Growth Batch · ${studio.shorts} Shorts, all-inclusive`,
  },
  statsLabel: 'Illustrative figures',
  stats: [
    { value: String(studio.shorts), label: 'Shorts from one photo shoot' },
    { value: `${studio.daysToFirstShort} days`, label: 'From first photo to first Short live' },
    { value: studio.views, label: 'Views in the first 30 days' },
    { value: String(studio.enquiries), label: 'New client enquiries' },
  ] satisfies CaseStudyStat[],
  story: [
    {
      heading: 'The challenge',
      body: 'Lumen’s portfolio was beautiful and invisible. The studio knew short vertical video was where new clients were looking, but between site visits and sourcing there were no hours left to film, edit and post every day.',
    },
    {
      heading: 'What we did',
      body: `The studio sent the photos from one finished living-room and kitchen project. Our AI turned them into ${studio.shorts} eight-second vertical clips; we wrote the titles and descriptions, made thumbnails and scheduled them to go out on YouTube almost every day for a month.`,
    },
    {
      heading: 'The result',
      body: 'Within a month, a steady stream of Shorts was doing the marketing. Viewers clicked through to the studio’s profile, and enquiries arrived from people who had watched several clips and already liked the style.',
    },
  ],
  timelineHeading: 'How the month unfolded',
  timeline: [
    {
      day: 'Day 1',
      title: 'Photos sent',
      detail: `The studio uploads ${studio.photosSent} photos from one finished project. No filming, no briefing call.`,
    },
    {
      day: 'Day 2-3',
      title: `AI makes ${studio.shorts} clips`,
      detail:
        'Each photo set becomes an 8-second vertical clip with smooth camera moves, ready for Shorts.',
    },
    {
      day: 'Day 4',
      title: 'Review & SEO',
      detail:
        'The studio approves the batch; we add titles, descriptions, hashtags and thumbnails.',
    },
    {
      day: 'Day 5-34',
      title: 'Daily Shorts go live',
      detail: `The ${studio.shorts} Shorts go out almost every day for 30 days, at the hours the audience is online, while the studio gets on with design.`,
    },
  ] satisfies CaseStudyStep[],
  quote: {
    label: 'Sample testimonial',
    text: SAMPLE_STUDIO_TESTIMONIAL.quote,
    name: SAMPLE_STUDIO_TESTIMONIAL.name,
    role: `${SAMPLE_STUDIO_TESTIMONIAL.role} (sample)`,
  },
  clipsHeading: 'Clips from the batch',
  clipsNote: 'Sample clips made with our own engine.',
  clips: SAMPLE_CLIPS.slice(0, 4) satisfies readonly SampleMedia[],
  cta: {
    heading: 'Want a month of Shorts like this?',
    body: 'Pick a package, or book a free 15-minute strategy call and we’ll plan your first batch together.',
    pricing: { label: 'See pricing', href: '/pricing' },
    booking: 'Book a free strategy call',
  },
} as const;
