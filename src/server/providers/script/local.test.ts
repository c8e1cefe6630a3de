import { describe, expect, it } from 'vitest';
import { composeLocalScript, LocalScriptWriter, MAX_SEGMENTS, scriptChunks } from './local.js';
import { topicPoints, wordCount } from './local-points.js';
import { SECTION_LABEL, spokenText, type ScriptWriterInput } from './port.js';

const podcast: ScriptWriterInput = {
  title: 'Starting a Podcast',
  topic: 'How to start a podcast. Equipment, hosting and promotion.',
};
const single: ScriptWriterInput = { title: 'Remote Work Reality', topic: 'Remote work' };
const long: ScriptWriterInput = {
  title: 'The Productive Week',
  topic: [
    '- Morning routines',
    '- Deep work blocks',
    '- Saying no to meetings',
    '- Exercise, sleep, diet and hydration',
    '- When I started my business, I had no idea what I was doing.',
    '- Pros and cons of remote work',
  ].join('\n'),
};

const labels = (script: string) => script.split('\n').filter((line) => SECTION_LABEL.test(line));

async function collect(input: ScriptWriterInput, signal = new AbortController().signal) {
  const pieces: string[] = [];
  for await (const piece of new LocalScriptWriter().write(input, signal)) pieces.push(piece);
  return pieces;
}

describe('topicPoints', () => {
  it.each([
    ['Remote work', ['Remote work']],
    [
      'How to start a podcast. Equipment, hosting and promotion.',
      ['How to start a podcast', 'Equipment', 'hosting', 'promotion'],
    ],
    ['Building habits and staying consistent', ['Building habits', 'staying consistent']],
    ['Pros and cons of remote work', ['Pros and cons of remote work']],
    ['Rock and roll history', ['Rock and roll history']],
    [
      'When I started my business, I had no idea what I was doing.',
      ['When I started my business, I had no idea what I was doing'],
    ],
    ['1. Mics\n2. Editing\n* Growth', ['Mics', 'Editing', 'Growth']],
    [
      'Why do shows fail? Consistency, audience, or niche!',
      ['Why do shows fail?', 'Consistency', 'audience', 'niche'],
    ],
    ['Sleep. sleep. SLEEP', ['Sleep']],
    ['...', ['...']],
  ])('reads %j as its points', (topic, points) => {
    expect(topicPoints(topic)).toEqual(points);
  });
});

describe('composeLocalScript', () => {
  it('builds hook, intro, one segment per point, call to action and outro, in that order', () => {
    const script = composeLocalScript(podcast);
    expect(labels(script)).toEqual([
      'HOOK:',
      'INTRO:',
      'SEGMENT 1:',
      'SEGMENT 2:',
      'SEGMENT 3:',
      'SEGMENT 4:',
      'CALL TO ACTION:',
      'OUTRO:',
    ]);
    expect(script).toContain('Starting a Podcast');
    expect(script).toContain('four key ideas');
  });

  it('is the same for the same input, and phrased differently for another', () => {
    expect(composeLocalScript(podcast)).toBe(composeLocalScript({ ...podcast }));
    const other = composeLocalScript({ ...podcast, title: 'Launching a Podcast' });
    const withoutTitle = (text: string) => text.replaceAll(/Starting|Launching/g, '');
    expect(withoutTitle(other)).not.toBe(withoutTitle(composeLocalScript(podcast)));
  });

  it.each([podcast, single, long])('names every point of the topic (%j)', (input) => {
    const script = composeLocalScript(input).toLowerCase();
    for (const point of topicPoints(input.topic)) expect(script).toContain(point.toLowerCase());
  });

  it('asks the listener questions and offers concrete examples in every segment', () => {
    const segments = composeLocalScript(podcast)
      .split(/\n\n(?=SEGMENT \d+:\n)/)
      .slice(1);
    expect(segments).toHaveLength(4);
    for (const segment of segments) {
      const body = segment.split(/\n\n(?=CALL TO ACTION:)/)[0]!;
      expect(body).toMatch(/\?/);
      expect(body).toMatch(/example|exercise|picture|imagine|try|test it/i);
    }
  });

  it('reads aloud cleanly: only section labels, no markdown or symbols a voice would read', () => {
    for (const input of [podcast, single, long]) {
      const script = composeLocalScript(input);
      expect(script).not.toMatch(/[*#_`[\]{}<>|~]/);
      expect(script).not.toMatch(/\n{3,}/);
      expect(script).toBe(script.trim());
      const spoken = spokenText(script);
      expect(spoken).not.toMatch(/^[A-Z ]+\d*:$/m);
      expect(spoken.startsWith(script.split('\n')[1]!)).toBe(true);
    }
  });

  it('runs roughly 250 to 700 words, growing with the topic', () => {
    const counts = [single, podcast, long].map((input) => wordCount(composeLocalScript(input)));
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(250);
      expect(count).toBeLessThanOrEqual(700);
    }
    const fivePoints = 'Mics. Editing. Hosting. Artwork. Promotion.';
    const five = wordCount(composeLocalScript({ title: 'Gear', topic: fivePoints }));
    expect(five).toBeLessThanOrEqual(700);
    expect(five).toBeGreaterThan(counts[0]!);
  });

  it(`expands at most ${MAX_SEGMENTS} segments and lists further points in a rapid round`, () => {
    const script = composeLocalScript(long);
    expect(labels(script).filter((label) => label.startsWith('SEGMENT'))).toHaveLength(
      MAX_SEGMENTS,
    );
    const rapidRound = script.split('SEGMENT 5:\n')[1]!.split('\n\n')[0]!;
    expect(rapidRound).toContain('rapid round');
    for (const point of topicPoints(long.topic).slice(MAX_SEGMENTS - 1)) {
      expect(rapidRound.toLowerCase()).toContain(point.toLowerCase());
    }
  });

  it('turns a one-point topic into the idea and a practice segment', () => {
    const script = composeLocalScript(single);
    expect(labels(script)).toContain('SEGMENT 2:');
    expect(script).toContain('one big idea');
    expect(script).toContain('Remote work.');
  });
});

describe('LocalScriptWriter', () => {
  it('streams the script in pieces of a few words that add up to it exactly', async () => {
    const pieces = await collect(podcast);
    expect(pieces.join('')).toBe(composeLocalScript(podcast));
    expect(pieces.length).toBeGreaterThan(50);
    for (const piece of pieces) expect(wordCount(piece)).toBeLessThanOrEqual(3);
    expect(new LocalScriptWriter().engine).toBe('local');
  });

  it('stops with the signal’s reason when aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('client left');
    const pieces: string[] = [];
    const writing = (async () => {
      for await (const piece of new LocalScriptWriter().write(podcast, controller.signal)) {
        pieces.push(piece);
        if (pieces.length === 5) controller.abort(reason);
      }
    })();
    await expect(writing).rejects.toBe(reason);
    expect(pieces).toHaveLength(5);
  });

  it('chunks keep every character, whitespace and line breaks included', () => {
    const text = 'HOOK:\nOne two  three four.\n\nOUTRO:\nFive';
    expect(scriptChunks(text, 2)).toEqual([
      'HOOK:\nOne ',
      'two  three ',
      'four.\n\nOUTRO:\n',
      'Five',
    ]);
  });
});
