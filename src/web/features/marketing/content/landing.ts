/**
 * The podcast clips landing (/ and /how-it-works): copy, the three-part pitch and the clip
 * carousel. `{product}` is replaced with the configured product name. The spec's own words
 * (headline, sub-note, button, section subtitle, clip titles) are kept word for word.
 */

export const LANDING_HERO = {
  eyebrow: 'AI podcast clip studio',
  /** Rendered as lead + highlight + tail, so the highlight can take the brand colour. */
  headline: { lead: 'Turn Your Podcast Into ', highlight: 'Viral Clips', tail: ' in Minutes' },
  subNote: 'No credit card required • Get 10 free credits',
  intro:
    'Write the script, pick an AI host and a voice, and get vertical clips ready for Shorts, Reels and TikTok, without a camera or an editing timeline.',
  startCreating: { label: 'Start Creating', href: '/auth?mode=signup' },
  secondary: { label: 'See how it works', href: '#how-it-works' },
  video: {
    label: 'Showcase: three rooms brought to life as a short video',
    fallback: 'Your browser does not support the video tag.',
  },
} as const;

/** The spec's section '{product}' and its subtitle, holding the clip carousel. */
export const LANDING_CLIPS_SECTION = {
  heading: '{product}',
  subtitle: 'See how AI brings design stories to life with engaging video content',
  carouselLabel: 'AI podcast clips',
} as const;

export const LANDING_CAROUSEL = {
  /** 7 clips, titled 'AI Podcast Clip 1' to 'AI Podcast Clip 7' (spec). */
  slides: Array.from({ length: 7 }, (_, index) => ({ title: `AI Podcast Clip ${index + 1}` })),
  /**
   * YouTube video ids for the slides, in order (e.g. 'dQw4w9WgXcQ'; Shorts ids work too).
   * A slide without an id (or with a malformed one) plays a local sample clip instead, so the
   * page works with this list empty. Embeds use youtube-nocookie.com and load on click only.
   */
  clipYoutubeIds: [] as string[],
};

export type PitchStepKey = 'script' | 'clips' | 'share';

/** The three-part pitch: script, clips, share. */
export const LANDING_PITCH = {
  id: 'how-it-works',
  eyebrow: 'How it works',
  heading: 'From idea to posted clip in three steps',
  intro: 'One place for the whole workflow, paid from a simple credit balance.',
  steps: [
    {
      key: 'script',
      title: 'Script it with AI',
      body: 'Give a title and a topic. AI drafts a tight, hook-first podcast script that you can edit line by line before anything is recorded.',
    },
    {
      key: 'clips',
      title: 'Turn it into clips',
      body: 'Choose an AI host and a studio background, pick a voice or clone your own, and render vertical 9:16 talking clips in minutes.',
    },
    {
      key: 'share',
      title: 'Share everywhere',
      body: 'Connect your channel and post finished clips automatically. YouTube is live today; TikTok and Instagram are coming soon.',
    },
  ] satisfies Array<{ key: PitchStepKey; title: string; body: string }>,
};

export const LANDING_CLOSING = {
  heading: 'Your next episode, ready for Shorts today',
  body: 'Sign up, get 10 free credits and make your first clip. No credit card required.',
  startCreating: { label: 'Start Creating', href: '/auth?mode=signup' },
  pricing: { label: 'View pricing', href: '/pricing' },
} as const;
