import { EBOOK, MASTERCLASS, WEBINAR, type WaitlistList } from '@shared/site';

/**
 * Copy for the three free sign-up pages (/masterclass, /webinar, /ebook). The spec fixes only
 * a few facts (the webinar is a 90-minute workshop limited to 500 attendees, the ebook a 50-page
 * guide; no prices, so all three are free); everything else is editable marketing copy.
 * `{product}` is replaced with the configured product name.
 */

export interface WaitlistFact {
  /** The big figure, e.g. "90 min". */
  value: string;
  label: string;
}

export interface WaitlistAgendaItem {
  /** A time range, module number or page range shown beside the item. */
  marker: string;
  title: string;
  detail: string;
}

export interface WaitlistPageContent {
  list: WaitlistList;
  /** Small label above the headline. */
  eyebrow: string;
  title: string;
  subtitle: string;
  facts: readonly WaitlistFact[];
  learnHeading: string;
  learn: readonly { title: string; detail: string }[];
  audienceHeading: string;
  audience: readonly string[];
  agendaHeading: string;
  agenda: readonly WaitlistAgendaItem[];
  /** A drawn book cover beside the chapters (the ebook only). */
  cover?: { kicker: string; badge: string };
  form: {
    heading: string;
    description: string;
    submitLabel: string;
    busyLabel: string;
    /** Under the button: what happens to the address. */
    privacyNote: string;
  };
}

const PRIVACY_NOTE =
  'Free. We only use your email to send you this and occasional tips; unsubscribe anytime.';

export const MASTERCLASS_CONTENT: WaitlistPageContent = {
  list: 'masterclass',
  eyebrow: 'Free masterclass',
  title: MASTERCLASS.title,
  subtitle:
    'A free, step-by-step masterclass for interior designers: how to turn the photos you already have into a steady stream of YouTube Shorts, Reels and TikToks that bring in enquiries.',
  facts: [
    { value: String(MASTERCLASS.modules), label: 'Practical modules' },
    { value: '8 s', label: 'Clip format that works' },
    { value: 'Free', label: 'No card needed' },
  ],
  learnHeading: 'What you’ll learn',
  learn: [
    {
      title: 'Pick photos that stop the scroll',
      detail: 'Which angles, light and details make an 8-second clip people watch twice.',
    },
    {
      title: 'Post every day without filming',
      detail: 'How AI turns still photos into vertical clips, and how to keep a daily rhythm.',
    },
    {
      title: 'Get found on YouTube Shorts',
      detail: 'Titles, descriptions and thumbnails that put your work in front of local clients.',
    },
    {
      title: 'Turn views into enquiries',
      detail: 'Simple calls to action and profile set-ups that move viewers to book a call.',
    },
  ],
  audienceHeading: 'Who it’s for',
  audience: [
    'Interior designers with a portfolio of finished projects',
    'Home stagers and small design studios',
    'Architects and renovators who show residential work',
    'Anyone who knows they should post video but never finds the time',
  ],
  agendaHeading: 'The agenda',
  agenda: [
    {
      marker: 'Module 1',
      title: 'Why short-form video wins for designers',
      detail: 'How Shorts, Reels and TikTok reach clients your portfolio site never will.',
    },
    {
      marker: 'Module 2',
      title: 'From photo folder to clip plan',
      detail: 'Choosing and ordering shots so every clip tells a small before-and-after story.',
    },
    {
      marker: 'Module 3',
      title: 'Publishing that compounds',
      detail: 'A posting schedule, SEO basics and what to measure each week.',
    },
    {
      marker: 'Module 4',
      title: 'From viewer to client',
      detail: 'Profile links, pinned comments and the follow-up that turns attention into work.',
    },
  ],
  form: {
    heading: 'Save your free spot',
    description: 'Join the masterclass waitlist. We’ll email you the access link.',
    submitLabel: 'Join the masterclass',
    busyLabel: 'Registering...',
    privacyNote: PRIVACY_NOTE,
  },
};

export const WEBINAR_CONTENT: WaitlistPageContent = {
  list: 'webinar',
  eyebrow: 'Free live webinar',
  title: WEBINAR.title,
  subtitle:
    'A 90-minute live workshop where we turn real design photos into a month of short vertical videos, step by step, and answer your questions live. Limited to 500 attendees.',
  facts: [
    { value: '90 min', label: 'Live workshop' },
    { value: '500', label: 'Attendees max' },
    { value: 'Free', label: 'No card needed' },
  ],
  learnHeading: 'What we’ll build together',
  learn: [
    {
      title: 'A 30-day content plan',
      detail: 'From one project’s photos to a calendar of clips you can post every day.',
    },
    {
      title: 'Clips made live',
      detail: 'Watch photos become 8-second vertical videos in real time, start to finish.',
    },
    {
      title: 'SEO that gets Shorts found',
      detail: 'Titles, descriptions and hashtags written live for real design projects.',
    },
    {
      title: 'Your questions, answered',
      detail: 'A dedicated Q&A block at the end for your projects and your market.',
    },
  ],
  audienceHeading: 'Who should attend',
  audience: [
    'Interior designers ready to post video consistently',
    'Design studios that want more enquiries from social media',
    'Marketers working with design and home brands',
    'Anyone who learns best by watching it done live',
  ],
  agendaHeading: 'The 90-minute agenda',
  agenda: [
    {
      marker: '0–10 min',
      title: 'Welcome and the short-form opportunity',
      detail: 'What is working for design businesses on Shorts, Reels and TikTok right now.',
    },
    {
      marker: '10–35 min',
      title: 'Live build: photos to clips',
      detail: 'We take one project’s photos and turn them into a batch of vertical clips.',
    },
    {
      marker: '35–55 min',
      title: 'Live build: titles, SEO and thumbnails',
      detail: 'Packaging each clip so it gets found and clicked.',
    },
    {
      marker: '55–70 min',
      title: 'Scheduling a month of posts',
      detail: 'A daily schedule that runs itself, plus what to track each week.',
    },
    {
      marker: '70–90 min',
      title: 'Live Q&A',
      detail: 'Bring your projects and questions; we answer as many as we can.',
    },
  ],
  form: {
    heading: 'Reserve your seat',
    description: 'Seats are limited to 500. We’ll email you the date and your joining link.',
    submitLabel: 'Reserve my seat',
    busyLabel: 'Registering...',
    privacyNote: PRIVACY_NOTE,
  },
};

export const EBOOK_CONTENT: WaitlistPageContent = {
  list: 'ebook',
  eyebrow: 'Free ebook',
  title: EBOOK.title,
  subtitle:
    'A 50-page guide to turning your design photos into short vertical videos that bring in leads: the formats, the schedule and the checklists, in one download.',
  facts: [
    { value: String(EBOOK.pages), label: 'Pages' },
    { value: '5', label: 'Chapters + checklists' },
    { value: 'Free', label: 'Sent to your inbox' },
  ],
  learnHeading: 'What’s inside',
  learn: [
    {
      title: 'The 8-second formula',
      detail: 'Why short vertical clips work for interiors, and how to structure each one.',
    },
    {
      title: 'A ready-made posting calendar',
      detail: 'A 30-day template you can copy for your next project.',
    },
    {
      title: 'SEO checklists',
      detail: 'Title, description and thumbnail checklists for YouTube Shorts.',
    },
    {
      title: 'Real numbers to aim for',
      detail: 'What to measure each week and when to change course.',
    },
  ],
  audienceHeading: 'Who it’s for',
  audience: [
    'Interior designers who want leads from social media',
    'Studios planning their first video content',
    'Busy owners who prefer a guide they can read in an evening',
  ],
  agendaHeading: 'Chapters',
  agenda: [
    {
      marker: 'Pages 1–8',
      title: 'Why short-form video, why now',
      detail: 'How clients discover designers today.',
    },
    {
      marker: 'Pages 9–18',
      title: 'Choosing photos that become great clips',
      detail: 'Shot lists, lighting and the details viewers notice.',
    },
    {
      marker: 'Pages 19–30',
      title: 'From photos to a month of videos',
      detail: 'Batching, AI clip creation and review.',
    },
    {
      marker: 'Pages 31–42',
      title: 'Getting found: SEO and thumbnails',
      detail: 'Checklists for every upload.',
    },
    {
      marker: 'Pages 43–50',
      title: 'Turning views into clients',
      detail: 'Calls to action, follow-up and the weekly review.',
    },
  ],
  cover: { kicker: 'Free guide', badge: '50 pages' },
  form: {
    heading: 'Get the free ebook',
    description: 'Tell us where to send your copy of the 50-page guide.',
    submitLabel: 'Send me the ebook',
    busyLabel: 'Submitting...',
    privacyNote: PRIVACY_NOTE,
  },
};

export const WAITLIST_CONTENT: Readonly<Record<WaitlistList, WaitlistPageContent>> = {
  masterclass: MASTERCLASS_CONTENT,
  webinar: WEBINAR_CONTENT,
  ebook: EBOOK_CONTENT,
};

/** The "more free resources" cards each page shows for the other two. */
export const WAITLIST_TEASERS: Readonly<
  Record<WaitlistList, { href: string; title: string; detail: string; cta: string }>
> = {
  masterclass: {
    href: '/masterclass',
    title: 'Free masterclass',
    detail: 'Four practical modules on turning project photos into clips that win clients.',
    cta: 'Join the masterclass',
  },
  webinar: {
    href: '/webinar',
    title: 'Live webinar',
    detail: 'A 90-minute live workshop, limited to 500 attendees.',
    cta: 'Reserve a seat',
  },
  ebook: {
    href: '/ebook',
    title: 'Free ebook',
    detail: 'The 50-page guide to short-form video for designers.',
    cta: 'Get the ebook',
  },
};
