/**
 * The local writer's small offline topic lexicon (issue 29): for topics people often make
 * shows about, the matter a script covers, as points (a head, then a sentence or two of
 * substance). A topic with no entry is spoken about in its own words (topicMatter in
 * matter.ts). Nothing here is fetched; entries are ours, written to be read aloud.
 */

export interface MatterPoint {
  /** What the point is, as a label would read it: "feed your starter until it doubles". */
  head: string;
  /** Sentences of substance said after the head, as room allows. */
  details: readonly string[];
}

export interface TopicEntry {
  /** Words of a title or topic that call for this entry. */
  match: RegExp;
  points: readonly MatterPoint[];
}

const p = (head: string, ...details: string[]): MatterPoint => ({ head, details });

// One point a line: the lexicon reads as a list, and stays one screen per topic.
// prettier-ignore
export const TOPIC_LEXICON: readonly TopicEntry[] = [
  {
    match: /\b(?:sourdough|bread|baking|bakes?|loaf|loaves)\b/i,
    points: [
      p('keep your starter lively', 'Feed the starter flour and water and use it at its peak, when it has doubled and smells pleasantly sour.', 'A sluggish starter makes a dense loaf, so give it a few days of regular feeds first.'),
      p('choose a strong bread flour', 'Strong flour has more protein, which builds the gluten that traps gas and gives an open crumb.', 'A little wholemeal flour adds flavour and feeds the fermentation.'),
      p('start with moderate hydration', 'Hydration is the water as a share of the flour; around seventy percent is easy to handle.', 'Wetter doughs give bigger holes but spread when you shape them.'),
      p('stretch and fold instead of kneading', 'A few sets of folds during the first hours build strength without a mixer.', 'Wet your hands, lift one side of the dough, fold it over, turn the bowl and repeat.'),
      p('watch the dough, not the clock, while it proofs', 'Bulk fermentation is done when the dough has grown by about half and is airy at the edges.', 'A warm kitchen speeds it up and a cool one slows it down.'),
      p('shape with tension and score before baking', 'A tight skin on the loaf helps it rise upward, and a confident slash lets it open where you choose.'),
      p('bake hot in a covered pot', 'A preheated Dutch oven traps steam for the first twenty minutes, then the lid comes off so the crust can brown.', 'Let the loaf cool for an hour before cutting; the crumb is still setting.'),
    ],
  },
  {
    match: /\b(?:coffee|espresso|latte|cappuccino|barista|brew(?:ing)?)\b/i,
    points: [
      p('buy fresh beans', 'Beans are at their best a week or two after roasting; look for the roast date on the bag.'),
      p('grind just before you brew', 'Ground coffee loses its aroma within minutes, and the grind size controls how fast water flows.', 'Sour shots mean grind finer; bitter ones mean grind coarser.'),
      p('weigh the dose and the shot', 'A common espresso starting point is eighteen grams in and about thirty-six grams out.'),
      p('mind the water', 'Water just off the boil extracts well, and filtered water keeps scale out of the machine.'),
      p('time the shot', 'Most good espresso shots run for twenty-five to thirty seconds.'),
      p('steam the milk, do not boil it', 'Stop when the jug is too hot to hold comfortably, around sixty degrees, for sweet, silky milk.'),
    ],
  },
  {
    match: /\b(?:budget(?:ing)?|money|savings?|saving money|personal finance|debt|spending)\b/i,
    points: [
      p('track where the money goes', 'For one month, write down every bit of spending, from rent to the smallest coffee.', 'Most people find one or two categories they had no idea were so large.'),
      p('split your income on purpose', 'One simple rule gives half to needs like rent and groceries, some to wants, and a fifth to saving.'),
      p('build a small emergency fund first', 'A cushion of even a few hundred keeps a broken phone or a late payment from becoming debt.'),
      p('automate the saving', 'Have the bank move money to savings on payday, before you can spend it.'),
      p('cut the big costs before the small ones', 'Housing, transport and food shopping are where real savings hide; plan meals and shop with a list.'),
      p('pay off expensive debt', 'Clear the debt with the highest interest first while paying the minimum on the rest.'),
    ],
  },
  {
    match: /\b(?:garden(?:ing)?|tomato(?:es)?|vegetables?|herbs?|plants?|seedlings?|balcony|allotment)\b/i,
    points: [
      p('give tomatoes the sunniest spot', 'Tomato plants want six to eight hours of direct sun; a south-facing balcony is ideal.'),
      p('use a big pot with good compost', 'A pot of at least twenty litres with peat-free compost keeps the roots cool and moist.', 'Make sure the pot has drainage holes.'),
      p('water deeply and regularly', 'Water the soil, not the leaves, and keep it evenly moist to avoid split fruit.'),
      p('feed once the flowers appear', 'A tomato feed high in potassium every week supports the fruit.'),
      p('stake and pinch out side shoots', 'Tie the stem to a cane as it grows and remove the shoots between stem and branch to focus its energy.'),
      p('start from healthy seedlings', 'Young plants with dark green leaves and thick stems settle in fastest; harden them off outside for a week.'),
    ],
  },
  {
    match: /\b(?:sleep(?:ing)?|insomnia|bedtime|naps?)\b/i,
    points: [
      p('keep a steady wake-up time', 'Getting up at the same time every day, weekends included, sets your body clock.'),
      p('get daylight in the morning', 'Bright light soon after waking makes it easier to feel sleepy at night.'),
      p('stop caffeine by early afternoon', 'Caffeine lingers for many hours, so an afternoon coffee can still be at work at bedtime.'),
      p('make the bedroom cool, dark and quiet', 'A slightly cool room, blackout curtains and no screens in bed all help.'),
      p('wind down for half an hour', 'Dim the lights and swap the phone for a book or a bath before bed.'),
    ],
  },
  {
    match: /\b(?:podcast(?:s|ing)?|podcasters?|microphones?)\b/i,
    points: [
      p('pick a microphone that suits your room', 'A dynamic microphone close to your mouth picks up less of the room than a condenser.'),
      p('record somewhere soft', 'Curtains, a rug and a sofa soak up echo; a wardrobe full of clothes is a classic booth.'),
      p('edit for pace, not perfection', 'Cut long pauses and false starts, level the volume, and leave your personality in.'),
      p('choose a host and a steady schedule', 'A podcast host stores the audio and sends it to every app; a regular release day builds habits.'),
      p('promote each episode with a clip', 'A short vertical clip with captions reaches people who would never search for a podcast.'),
    ],
  },
  {
    match: /\b(?:running|runners?|jogging|marathon|5k|10k)\b/i,
    points: [
      p('get shoes that fit your stride', 'A running shop can watch you run and suggest shoes that feel right.'),
      p('run most miles at an easy pace', 'If you can hold a conversation, the pace is right for building endurance.'),
      p('add one longer run a week', 'Grow the long run by about ten percent a week.'),
      p('take rest days seriously', 'Muscles and tendons adapt on the days off; soreness that lingers is a sign to back off.'),
      p('warm up before you speed up', 'Five minutes of easy jogging and a few strides prepare the legs.'),
    ],
  },
  {
    match: /\b(?:interior|living room|bedroom|kitchen|home decor|decorat(?:e|ing)|styling|furniture|rooms?)\b/i,
    points: [
      p('layer the lighting', 'Mix a ceiling light with lamps at different heights so the room has warm pools of light in the evening.'),
      p('choose a rug big enough', 'The front legs of the sofa and chairs should sit on the rug, which pulls the room together.'),
      p('scale furniture to the room', 'A sofa with slim arms and raised legs makes a small living room feel larger.'),
      p('keep to a short colour palette', 'Two or three main colours plus one accent keeps a room calm.'),
      p('use mirrors and hidden storage', 'A mirror opposite a window doubles the daylight, and closed storage hides the clutter.'),
      p('add texture', 'Wood, linen, wool and plants make a room feel warm and lived in.'),
    ],
  },
  {
    match: /\b(?:marketing|social media|instagram|tiktok|youtube|followers|content creat(?:ion|or)|brand(?:ing)?)\b/i,
    points: [
      p('know exactly who you are talking to', 'Describe one ideal viewer, what they want and what keeps them up at night.'),
      p('open with a hook', 'The first two seconds decide whether people stay; lead with the result or the surprise.'),
      p('post on a schedule you can keep', 'Three posts a week for a year beat daily posts for a month.'),
      p('add captions', 'Most people watch on mute, so captions carry the message.'),
      p('read your analytics', 'Watch time and saves say more than likes about what to make next.'),
    ],
  },
  {
    match: /\b(?:photograph(?:y|s|ers?)?|photos?|cameras?|lens(?:es)?)\b/i,
    points: [
      p('follow the light', 'Soft light from a window or the golden hour flatters almost anything.'),
      p('compose with intent', 'Place the subject off-centre on a third, and check the edges of the frame.'),
      p('understand exposure', 'Aperture, shutter speed and ISO trade depth, motion and noise against each other.'),
      p('nail the focus', 'Focus on the eyes for portraits, and hold the camera steady.'),
      p('edit lightly', 'Straighten, crop and correct the white balance before anything else.'),
    ],
  },
  {
    match: /\b(?:rent(?:ing|ers?)?|tenants?|landlords?|lease|tenancy|deposit)\b/i,
    points: [
      p('read the tenancy agreement', 'Check the length, the notice period and any break clause before you sign.'),
      p('protect the deposit', 'Ask which deposit scheme holds it and get the certificate.'),
      p('photograph everything at move-in', 'Dated photos of every wall, floor and appliance settle arguments at move-out.'),
      p('report repairs in writing', 'An email creates a record of what you reported and when.'),
    ],
  },
  {
    match: /\b(?:language|spanish|french|german|italian|japanese|vocabulary|fluent|fluency)\b/i,
    points: [
      p('learn the most common words first', 'A few hundred frequent words cover most everyday conversation.'),
      p('review with spaced repetition', 'Flashcards that return just before you forget make words stick.'),
      p('listen every day', 'Podcasts and shows in the language train your ear for rhythm.'),
      p('speak early', 'A weekly conversation with a tutor or partner turns knowledge into speech.'),
    ],
  },
  {
    match: /\b(?:dogs?|pupp(?:y|ies)|pets?|cats?|kittens?)\b/i,
    points: [
      p('reward the behaviour you want', 'A treat or praise within a second or two tells your dog exactly what earned it.'),
      p('keep training sessions short', 'Five minutes a few times a day beats one long lesson.'),
      p('socialise early and gently', 'Meet new people, sounds and places calmly while your puppy is young.'),
      p('practise loose-lead walking', 'Stop when the lead goes tight, and walk on when it is slack.'),
    ],
  },
  {
    match: /\b(?:public speaking|presentations?|speeches|speech|pitch(?:ing)?|stage fright)\b/i,
    points: [
      p('build the talk around one message', 'If the audience remembers one sentence, which one should it be?'),
      p('rehearse out loud', 'Say it standing up, timed, at least three times.'),
      p('breathe slowly before you start', 'A long out-breath calms the nerves.'),
      p('look at people, not slides', 'Hold eye contact with one person for a sentence, then move on.'),
    ],
  },
  {
    match: /\b(?:fitness|strength|gym|workouts?|exercis(?:e|ing)|muscles?|weights?)\b/i,
    points: [
      p('learn good form first', 'Light weights and a clean technique protect your joints.'),
      p('progress a little each week', 'Add a rep or a small weight when the last set feels easy.'),
      p('eat enough protein', 'Protein at each meal helps muscles repair.'),
      p('rest between hard sessions', 'Muscles grow on rest days, so train each group two or three times a week.'),
    ],
  },
  {
    match: /\b(?:cooking|recipes?|meal prep|meals?|dinners?|kitchen skills)\b/i,
    points: [
      p('plan the week’s meals', 'Five dinners on a list means one shop and less waste.'),
      p('cook once, eat twice', 'A big pot of sauce or grains becomes two or three meals.'),
      p('sharpen your knife skills', 'A sharp knife and a steady grip make chopping faster and safer.'),
      p('season as you go', 'Taste at each stage and add salt and acid a little at a time.'),
    ],
  },
  {
    match: /\b(?:small business(?:es)?|startups?|entrepreneurs?|founders?|cash flow|customers?|sales)\b/i,
    points: [
      p('talk to customers every week', 'Ask what they were trying to do when they found you.'),
      p('price for the value', 'Price from what the result is worth to the customer, not only from your costs.'),
      p('watch the cash flow', 'Know when money comes in and goes out for the next three months.'),
      p('focus on one marketing channel', 'Master one place where your customers already are before adding another.'),
    ],
  },
  {
    match: /\b(?:stress|anxiety|mindfulness|meditation|mental health|burnout|wellbeing)\b/i,
    points: [
      p('breathe out slowly', 'A longer out-breath than in-breath tells the body it is safe.'),
      p('walk outside', 'Ten minutes of daylight and movement lifts the mood.'),
      p('write it down', 'A few lines in a journal turn a racing mind into a list you can act on.'),
      p('set boundaries on work', 'A clear end to the working day protects your rest.'),
    ],
  },
  {
    match: /\b(?:travel(?:l?ing)?|trips?|holidays?|vacations?|backpacking|packing)\b/i,
    points: [
      p('pack light', 'Lay out everything, then take half: a carry-on bag makes every transfer easier.'),
      p('book the big things early', 'Flights and the first night’s stay are cheaper and calmer booked ahead.'),
      p('keep documents safe', 'Photos of your passport and insurance in your email are a backup when things go wrong.'),
      p('eat where the locals eat', 'A busy place away from the main square is usually better and cheaper.'),
    ],
  },
];

/** The first entry whose words the text names, if any. */
export function lexiconEntryFor(text: string): TopicEntry | undefined {
  return TOPIC_LEXICON.find((entry) => entry.match.test(text));
}
