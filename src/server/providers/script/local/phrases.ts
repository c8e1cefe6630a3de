/**
 * The local writer's phrasebook: interchangeable sentences for each part of a script. A script
 * draws from each pool without repeats (until a pool runs out), in an order fixed by its seed.
 * Sentences are written to be spoken: short, direct, no symbols a voice would read. None of
 * them states a number of points ("one idea", "two things"): the only count a script speaks
 * is the one the writer announces, which always equals its points (decision 039).
 */

/** Openers, before the count is announced. Mixed lengths let the writer fit any budget. */
export const HOOKS: readonly string[] = [
  'Most people get this wrong, and it costs them.',
  'This is simpler than it looks.',
  "Here's what nobody tells you when you're starting out.",
  'Stop scrolling for a moment, because this matters.',
  "You've probably heard plenty of advice on this, and most of it is noise. Let's cut through it.",
  'Picture the version of you who already has this figured out. Here is what they know.',
  'Small changes here add up faster than you think.',
];

/** Announces the points; `phrase` is "three tips" or "one tip". */
export const ANNOUNCE: readonly ((phrase: string, count: number) => string)[] = [
  (phrase, count) => `Here ${count === 1 ? 'is' : 'are'} ${phrase} worth your time.`,
  (phrase, count) =>
    `I've got ${phrase} for you, and ${count === 1 ? "it's" : 'each is'} quick to try.`,
  (phrase, count) =>
    count === 1 ? `Let's dig into ${phrase}.` : `Let's walk through ${phrase}, in order.`,
  (phrase) => `Stick with me for ${phrase} you can use today.`,
];

export const FOR_AUDIENCE: readonly ((audience: string) => string)[] = [
  (audience) => `This is for ${audience}.`,
  (audience) => `If you count yourself among ${audience}, listen closely.`,
];

/** Frames that read well around a noun ("better sleep") or a verb ("learn a language"). */
export const ABOUT_SUBJECT: readonly ((subject: string) => string)[] = [
  (subject) => `The topic today: ${subject}.`,
  (subject) => `Today's topic: ${subject}.`,
];

export const WELCOME: readonly ((title: string) => string)[] = [
  (title) => `Welcome to ${title}.`,
  (title) => `This is ${title}, and I'm glad you're here.`,
];

/** Why a point matters. */
export const WHY_IT_MATTERS: readonly string[] = [
  "This is the part most people skip, and it's often where the real progress hides.",
  'It sounds obvious when you say it out loud, but very few people act on it.',
  'Get this right, and everything else gets easier.',
  'It takes minutes, and it saves hours later.',
  "I've seen this make a bigger difference than almost anything else.",
  "It's easy to overthink this, so keep it simple.",
  'This matters more than it seems, because small choices add up over time.',
  'Skip it, and you end up fixing the same problem again and again.',
  'Nobody will remind you to do this, which is exactly why it works.',
  'It feels minor today and huge a month from now.',
];

/** A question put to the listener. */
export const QUESTIONS: readonly string[] = [
  'Where does this show up in your own life right now?',
  'If you took this seriously for the next thirty days, what would change?',
  'What are you doing today that works against this?',
  'When was the last time this really mattered to you?',
  "Is this something you're doing, or something you're only thinking about?",
  'What would it look like if this came easily to you?',
  'Who do you know that already does this well?',
  'What is stopping you from starting this week?',
];

/** A concrete example or exercise the listener can picture or try. */
export const EXAMPLES: readonly string[] = [
  'Try it on a small situation this week, maybe a single conversation or a single task, and notice what changes.',
  'Picture a normal Tuesday. Where exactly would this fit, and what would you do differently at nine in the morning?',
  'Pause here, grab a note, and write down a real example from your own experience. Then come back.',
  'Think of someone you admire who does this well. What do they do that you could copy, starting tomorrow?',
  'Choose something you can do in under ten minutes today that puts this into practice, and do it before the day is over.',
  'Imagine explaining this to a friend over coffee. The example you would use is your starting point.',
  'Next time this comes up, try it once on purpose, and notice what is different.',
  'Look back at last month and find the moment this would have helped. Next time, you will be ready.',
];

/** A common mistake about a point. */
export const MISTAKES: readonly string[] = [
  'The usual mistake is trying to do everything at once. Start smaller than feels necessary.',
  "The trap is waiting for the perfect moment. There isn't one.",
  'People often treat this as a fix they make once. It is a habit, and habits come from repetition.',
  "Don't copy someone else's approach exactly. Borrow the idea and shape it to your situation.",
  'A lot of people stop after the first bad week. Keep going; the second week is easier.',
  'Where people go wrong is never checking whether it worked. Look back after a week.',
];

/** A step back from the point. */
export const DEEPER: readonly string[] = [
  'This works because it changes what you pay attention to, and attention is where every result starts.',
  "Zoom out for a second. This isn't only about today; it's about who you become when you keep doing it.",
  "The people who are great at this didn't start out great. They kept showing up, a little better each time.",
  'Underneath it all, this is about making the good choice the easy choice.',
  'It compounds: a little every week beats a lot once in a while.',
  'Once this becomes routine, you stop spending willpower on it.',
];

/** How a point hands over to the next. */
export const CLOSINGS: readonly string[] = [
  'Hold on to that thought.',
  "That's the heart of it.",
  'Simple, but powerful.',
  "Don't underestimate this.",
  'Small step, big difference.',
  'Keep that in mind for what comes next.',
  'Try it before you judge it.',
  "That's worth repeating.",
];

/** Calls to action, short to long. */
export const CALLS_TO_ACTION: readonly string[] = [
  'Follow for more.',
  'Save this for later, and share it with a friend who needs it.',
  'Try it this week, then tell me how it went in the comments.',
  "If this helped, follow the show so you don't miss the next episode, and pass it on to someone who'd enjoy it.",
  'Now it is your turn. Put this into practice in the next twenty-four hours, then let me know how it went. And if you found it useful, subscribe and share it.',
];

/** Sign-offs; the ones with a title only when the brief has one. */
export const OUTROS: readonly ((title: string) => string)[] = [
  () => 'Thanks for listening, and see you next time.',
  (title) => `That's a wrap on ${title}. Until next time, take care.`,
  (title) => `And that's all for ${title}. Thanks for spending this time with me.`,
];

/** A story's beats: how each part of it opens, around the brief's own point when it has one. */
export const STORY_BEATS: readonly { withPoint: (point: string) => string; alone: string }[] = [
  {
    withPoint: (point) => `Let me take you back to where it started: ${point}.`,
    alone:
      "Let me take you back to where it started. I had a plan, and I was sure it would work. It didn't.",
  },
  {
    withPoint: (point) => `Then came the turning point: ${point}.`,
    alone:
      'Then came the turning point. I stopped doing what everyone else did and tried something smaller.',
  },
  {
    withPoint: (point) => `And here is what I took from it: ${point}.`,
    alone:
      'And here is what I took from it. Progress came from showing up, not from getting it perfect.',
  },
];
export const STORY_OPENING = "I want to tell you a story. It's short, and it changed how I work.";

/** Points a list gets when the brief asks for more than it names, by what a point is called. */
export const GENERIC_POINTS: Record<
  'advice' | 'steps' | 'mistakes' | 'reasons' | 'myths' | 'questions',
  readonly string[]
> = {
  advice: [
    'start smaller than feels comfortable',
    'write your plan down where you will see it',
    'set a fixed time each week to check in',
    'ask someone who has done it for honest feedback',
    'drop what is not working',
    'keep a simple record of your progress',
    'make the first move ridiculously easy',
    'tell a friend what you are working on',
    'celebrate the small wins',
    'review what worked at the end of the month',
    'protect your energy for what matters most',
    'learn from people a few steps ahead of you',
  ],
  steps: [
    'decide what done looks like',
    'gather what you need before you begin',
    'do the smallest first piece today',
    'check what worked and what did not',
    'repeat it, a little better each time',
    'share the result with someone',
    'plan your next round',
    'make it part of your routine',
  ],
  mistakes: [
    'trying to do everything at once',
    'waiting for the perfect moment',
    "copying someone else's plan exactly",
    'giving up after the first bad week',
    'never measuring the result',
    'saying yes to everything',
    'skipping the basics',
    'doing it alone when help is available',
  ],
  reasons: [
    'it saves you time later',
    'it builds confidence quickly',
    'small gains add up',
    'it makes the next move obvious',
    'it keeps you focused',
    'it costs almost nothing to try',
    'it works even on busy weeks',
    'the people you admire already do it',
  ],
  myths: [
    'you need expensive gear to start',
    'it only works for experts',
    'more is always better',
    'you have to be a natural',
    'it takes years to see results',
    'you need to get it perfect first',
  ],
  questions: [
    'what do you wish you had known at the start?',
    'what is the biggest mistake you see?',
    'where should a beginner start?',
    'what does a good week look like?',
    'what would you do differently today?',
    'how do you stay consistent?',
    'what is overrated?',
    'what is underrated?',
  ],
};

export const GENERIC_POOL_OF: Record<string, keyof typeof GENERIC_POINTS> = {
  step: 'steps',
  mistake: 'mistakes',
  reason: 'reasons',
  fact: 'reasons',
  sign: 'reasons',
  myth: 'myths',
  question: 'questions',
};
