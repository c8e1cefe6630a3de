import { describe, expect, it } from 'vitest';
import {
  composeLocalScript,
  LocalScriptWriter,
  readingPause,
  scriptChunks,
  targetWords,
} from './writer.js';
import { topicPoints, wordCount } from './points.js';
import { SECTION_LABEL, spokenText, type ScriptWriterInput } from '../port.js';

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
const noPause = { pauseMs: () => 0 };

const labels = (script: string) => script.split('\n').filter((line) => SECTION_LABEL.test(line));

async function collect(input: ScriptWriterInput, writer = new LocalScriptWriter(noPause)) {
  const pieces: string[] = [];
  for await (const piece of writer.write(input, new AbortController().signal)) pieces.push(piece);
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
      'CALL TO ACTION:',
      'OUTRO:',
    ]);
    expect(script).toContain('three steps');
    for (const point of ['Equipment', 'Hosting', 'Promotion']) expect(script).toContain(point);
  });

  it('is the same for the same input, and phrased differently for another', () => {
    expect(composeLocalScript(podcast)).toBe(composeLocalScript({ ...podcast }));
    const other = composeLocalScript({ ...podcast, title: 'Launching a Podcast' });
    const withoutTitle = (text: string) => text.replaceAll(/Starting|Launching/g, '');
    expect(withoutTitle(other)).not.toBe(withoutTitle(composeLocalScript(podcast)));
  });

  it('names every point of a topic that fits the length', () => {
    const script = composeLocalScript({ ...long, topic: `${long.topic}\n3 minutes` });
    for (const point of ['Morning routines', 'Deep work blocks', 'Saying no to meetings']) {
      expect(script.toLowerCase()).toContain(point.toLowerCase());
    }
    expect(labels(script).filter((label) => label.startsWith('SEGMENT'))).toHaveLength(9);
  });

  it('keeps to a minute without a length in the brief, and grows with the one asked for', () => {
    const spokenWords = (input: ScriptWriterInput) =>
      wordCount(spokenText(composeLocalScript(input)));
    expect(targetWords(60)).toBe(150);
    expect(spokenWords(single)).toBeGreaterThanOrEqual(130);
    expect(spokenWords(single)).toBeLessThanOrEqual(170);
    const threeMinutes = spokenWords({ ...single, topic: 'Remote work, 3 minutes' });
    expect(threeMinutes).toBeGreaterThanOrEqual(391);
    expect(threeMinutes).toBeLessThanOrEqual(509);
  });

  it('asks the listener a question and offers an example once there is room', () => {
    const segments = composeLocalScript({ ...podcast, topic: `${podcast.topic} Two minutes.` })
      .split(/\n\n(?=SEGMENT \d+:\n)/)
      .slice(1);
    expect(segments).toHaveLength(3);
    const body = segments.join('\n');
    expect(body).toMatch(/\?/);
    expect(body).toMatch(/example|exercise|picture|imagine|try/i);
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
});

describe('LocalScriptWriter', () => {
  it('streams the script in pieces of a few words that add up to it exactly', async () => {
    const pieces = await collect(podcast);
    expect(pieces.join('')).toBe(composeLocalScript(podcast));
    expect(pieces.length).toBeGreaterThan(40);
    for (const piece of pieces) expect(wordCount(piece)).toBeLessThanOrEqual(3);
    expect(new LocalScriptWriter().engine).toBe('local');
  });

  it('pauses between pieces at a reading pace: a minute of script in one to two seconds', async () => {
    const pauses: number[] = [];
    const writer = new LocalScriptWriter({
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    const pieces = await collect(podcast, writer);
    expect(pauses).toHaveLength(pieces.length - 1);
    const total = pauses.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(800);
    expect(total).toBeLessThanOrEqual(2_000);
    // Five minutes of script still streams within two seconds.
    expect(readingPause(250) * 249).toBeLessThanOrEqual(2_000);
  });

  it('stops with the signal’s reason when aborted, mid-pause too', async () => {
    const controller = new AbortController();
    const reason = new Error('client left');
    const pieces: string[] = [];
    const writing = (async () => {
      for await (const piece of new LocalScriptWriter().write(podcast, controller.signal)) {
        pieces.push(piece);
        if (pieces.length === 5) setImmediate(() => controller.abort(reason));
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
