/**
 * The local writer's phrasebook: interchangeable sentences for each part of an episode. A
 * script draws from each pool without repeats (until a pool runs out), in an order fixed by
 * its seed. Sentences are written to be spoken: short, direct, no symbols a voice would read.
 */

export interface EpisodeContext {
  /** The episode title as typed (trimmed, no trailing full stop). */
  title: string;
  /** "one big idea", "three key ideas". */
  ideas: string;
}

export const HOOKS: readonly ((context: EpisodeContext) => string)[] = [
  () =>
    'What if the one idea you keep putting off is the one that matters most? Today we are getting practical, and by the end of this episode you will know exactly where to start.',
  () =>
    "Here's something nobody tells you when you're starting out: the small things add up faster than you think. Today, we're going to prove it.",
  () =>
    "I want you to picture the version of you who already has this figured out. What do they know that you don't know yet? That's what this episode is about.",
  () =>
    "You've probably heard plenty of advice on this. Most of it is noise. Today, let's cut through it and focus on what actually works.",
  ({ ideas }) =>
    `Give me the next few minutes, and I'll give you ${ideas} you can use today. No fluff, no filler, just the good stuff.`,
];

export const INTROS: readonly ((context: EpisodeContext) => string)[] = [
  ({ title, ideas }) =>
    `Welcome to ${title}. I'm your host, and I'm really glad you're here. Today we're walking through ${ideas}, and each one comes with something you can try right away. Let's get into it.`,
  ({ title, ideas }) =>
    `Hey there, and welcome. This is ${title}. Over the next few minutes, we'll cover ${ideas}. So grab a coffee, get comfortable, and let's dive in.`,
  ({ title, ideas }) =>
    `Hello and welcome to ${title}. Whether you're brand new to this or you've been at it for years, there's something here for you. We've got ${ideas} to get through, so let's not waste any time.`,
];

/** How a segment begins, by its place in the episode. */
export const OPENERS = {
  only: ["Let's get right into it.", "Let's not waste any time.", "Here's the big idea."],
  first: ["Let's start at the beginning.", 'First things first.', "Here's where we begin."],
  middle: [
    "Now, let's shift gears.",
    'Next up.',
    "Here's the next piece of the puzzle.",
    "Let's build on that.",
    'Moving on.',
    "Now here's where it gets interesting.",
  ],
  last: ['And finally.', 'Last but not least.', 'Now for the final piece.'],
} as const;

/** Why the point matters. */
export const WHY_IT_MATTERS: readonly string[] = [
  "This is the part most people skip, and it's often where the real progress hides.",
  'It sounds obvious when you say it out loud, but very few people actually act on it.',
  'Get this right, and everything else gets a little bit easier.',
  "There's more to this than meets the eye, so let's slow down and look at it properly.",
  "I've seen this one idea make a bigger difference than almost anything else.",
  "It's easy to overthink this, so let's keep it simple and practical.",
  'This matters more than it seems, because small choices here add up over time.',
];

/** A question put to the listener. */
export const QUESTIONS: readonly string[] = [
  'So let me ask you: where does this show up in your own life right now?',
  'Here is a question for you. If you took this seriously for the next thirty days, what would change?',
  "Ask yourself: what's one thing you're doing today that works against this?",
  'Think about it for a moment. When was the last time this really mattered to you?',
  "So be honest with yourself: is this something you're doing, or something you're only thinking about?",
  'What would it look like if this came easily to you?',
];

/** A concrete example or exercise the listener can picture or try. */
export const EXAMPLES: readonly string[] = [
  "Here's a concrete example to try. Pick one small situation this week, maybe a single conversation or a single task, and apply this idea there first. Then notice what's different.",
  'Let me make it concrete. Picture a normal Tuesday. Where exactly would this fit into your day, and what would you do differently at nine in the morning?',
  'Try this quick exercise. Pause the episode, grab a note, and write down one real example from your own experience. Just one. Then come back.',
  'For example, think of someone you admire who does this well. What do they do that you could copy, starting tomorrow?',
  'Here is a simple way to test it. Choose one thing you can do in under ten minutes today that puts this into practice, and do it before the day is over.',
  "Imagine you had to explain this to a friend over coffee. What's the one example you would use? That example is your starting point.",
];

/** A common mistake: extra depth for a short topic's segments. */
export const MISTAKES: readonly string[] = [
  'One common mistake here is trying to do everything at once. Start smaller than feels necessary, and build from there.',
  "The trap to avoid is waiting for the perfect moment. There isn't one. Starting imperfectly beats not starting at all.",
  "A mistake I see a lot is treating this as a one-time fix. It isn't. It's a habit, and habits are built through repetition.",
  "Where people usually go wrong is copying someone else's approach exactly. Borrow the idea, but shape it to fit your own situation.",
];

/** A step back from the point: the other extra depth a short topic's segments get. */
export const DEEPER: readonly string[] = [
  "Let's go one level deeper. This works because it changes what you pay attention to, and attention is where every result starts.",
  "Now, let's zoom out for a second. This isn't only about today. It's about who you become when you do this consistently.",
  "Here's the part I find fascinating. The people who are great at this didn't start out great. They kept showing up, a little better each time.",
];

/** How a segment hands over to the next. */
export const CLOSINGS: readonly string[] = [
  'Keep that in mind, because it connects to everything that comes next.',
  'Hold on to that thought.',
  "That's the heart of it.",
  'Simple, but powerful.',
  "Don't underestimate this one.",
  'Small step, big difference.',
];

export const PRACTICE_OPENER = "So how do you actually put this into practice? Let's get specific.";

export const RAPID_ROUND_INTRO =
  "Before we wrap up, here's a rapid round of ideas that deserve a mention.";
export const RAPID_ROUND_OUTRO =
  'Pick the one that speaks to you most, and make it your focus this week.';

export const CALLS_TO_ACTION: readonly string[] = [
  "If this episode gave you something to think about, do me a favour: share it with one person who needs to hear it today. And if you haven't already, follow the show so you never miss an episode. A quick rating or review helps more people find us, too.",
  'Now it is your turn. Pick one idea from today and put it into practice in the next twenty-four hours. Then let me know how it went. And if you found this useful, subscribe and pass it on to a friend.',
  "Here's what I'd love you to do next. Take one thing from this episode and try it this week. If it helped, leave a review and share the episode with someone who'd enjoy it. That's how this show grows.",
];

export const OUTROS: readonly ((context: EpisodeContext) => string)[] = [
  ({ title }) =>
    `That's a wrap on ${title}. Thank you for spending this time with me. Until next time, take care and keep going.`,
  ({ title }) =>
    `And that brings us to the end of ${title}. Thanks so much for listening. I'll see you in the next episode.`,
  ({ title }) =>
    `That's all for today's episode of ${title}. Thanks for listening, and remember: small steps, taken every day, add up. See you next time.`,
];
