import { describe, expect, it } from 'vitest';
import { momentRequestSchema, type EpisodeMoment } from '@shared/episodes';
import {
  constructedEpisode,
  fillerSentences,
  type ConstructedSentence,
} from '../../../../../test/fixtures/constructed-episode.js';
import { rankMoments } from './rank.js';
import { wordCandidates } from './rank-words.js';

/** The ranking of moments (decision 067) on transcripts built with exact word times. */

const request = (asked: Partial<{ minSeconds: number; maxSeconds: number; topics: string[] }>) =>
  momentRequestSchema.parse(asked);

const noOverlaps = (moments: EpisodeMoment[]) => {
  const sorted = [...moments].sort((a, b) => a.start - b.start);
  sorted
    .slice(1)
    .forEach((moment, k) => expect(moment.start).toBeGreaterThanOrEqual(sorted[k]!.end));
};

/** A question from the host and a full answer from the guest, about 20 s. */
const QUESTION_AND_ANSWER: ConstructedSentence[] = [
  { text: 'Why do most new podcasts stop after seven episodes?', speaker: 'host' },
  { text: 'The biggest reason is that nobody plans the first season.', speaker: 'guest' },
  { text: 'People record when they feel like it and lose the habit.', speaker: 'guest' },
  { text: 'Write ten episode ideas before you record a single one.', speaker: 'guest' },
  {
    text: 'Then book the guests for the whole season in one week.',
    speaker: 'guest',
    pauseAfter: 1.2,
  },
];

describe('rankMoments with words', () => {
  it('ranks a question and its answer above filler, and says why', () => {
    const episode = constructedEpisode([
      ...fillerSentences(18, 'host'),
      ...QUESTION_AND_ANSWER,
      ...fillerSentences(18, 'host'),
    ]);
    const moments = rankMoments(episode.words, episode.audio, request({ maxSeconds: 30 }));
    const best = moments[0]!;
    expect(best.text.startsWith('Why do most new podcasts')).toBe(true);
    expect(best.reasons).toContain('A question answered by another speaker');
    expect(best.reasons.some((reason) => reason.startsWith('Opens with a question'))).toBe(true);
    // The filler moments score clearly lower.
    for (const other of moments.slice(1)) expect(other.score).toBeLessThan(best.score - 10);
  });

  it('raises a moment that names a topic word, in any of its forms, and names the word', () => {
    const sentences = fillerSentences(40);
    sentences[20] = { text: 'We changed our pricing twice and the new prices stuck.' };
    const episode = constructedEpisode(sentences);
    const plain = rankMoments(episode.words, episode.audio, request({ maxSeconds: 20 }));
    const asked = rankMoments(
      episode.words,
      episode.audio,
      request({ maxSeconds: 20, topics: ['pricing'] }),
    );
    const top = asked[0]!;
    expect(top.text).toContain('pricing twice');
    expect(top.reasons[0]).toBe('Mentions “pricing” twice');
    const plainScore = plain.find((m) => m.text.includes('pricing twice'))?.score ?? 0;
    expect(top.score).toBeGreaterThan(plainScore);
  });

  it('starts every moment at a sentence start and ends it at a sentence end in a pause', () => {
    const episode = constructedEpisode([
      ...fillerSentences(30),
      ...QUESTION_AND_ANSWER,
      ...fillerSentences(30),
    ]);
    const { words } = episode;
    const moments = rankMoments(words, episode.audio, request({}));
    const sentenceStarts = new Set([
      0,
      ...words.flatMap((w, i) => (/\.|\?$/.test(w.text) ? [i + 1] : [])),
    ]);
    for (const moment of moments) {
      const first = words.findIndex((word) => word.start >= moment.start);
      const last = words.findLastIndex((word) => word.end <= moment.end);
      expect(sentenceStarts.has(first), `starts at "${words[first]!.text}"`).toBe(true);
      expect(words[last]!.text).toMatch(/[.?!]$/);
      // Edges sit in the silence between words, never inside one.
      expect(moment.start).toBeGreaterThanOrEqual(words[first - 1]?.end ?? 0);
      expect(moment.end).toBeLessThanOrEqual(words[last + 1]?.start ?? Infinity);
      expect(moment.end).toBeGreaterThan(words[last]!.end);
      expect(moment.text.split(' ')[0]).toBe(words[first]!.text);
    }
  });

  it('gives 5 to 15 non-overlapping moments within the asked lengths, the same each time', () => {
    const episode = constructedEpisode(fillerSentences(150));
    for (const asked of [
      {},
      { minSeconds: 20, maxSeconds: 40 },
      { minSeconds: 55, maxSeconds: 60 },
    ]) {
      const parsed = request(asked);
      const moments = rankMoments(episode.words, episode.audio, parsed);
      expect(moments.length).toBeGreaterThanOrEqual(5);
      expect(moments.length).toBeLessThanOrEqual(15);
      noOverlaps(moments);
      for (const moment of moments) {
        expect(moment.end - moment.start).toBeGreaterThanOrEqual(parsed.minSeconds - 1e-9);
        expect(moment.end - moment.start).toBeLessThanOrEqual(parsed.maxSeconds + 1e-9);
        expect(Number.isInteger(moment.score)).toBe(true);
      }
      expect(rankMoments(episode.words, episode.audio, parsed)).toEqual(moments);
    }
  });

  it('still finds five in a short episode when five fit, and fewer only when they cannot', () => {
    // About two minutes: three 40 s moments would fill it, so shorter ones are taken.
    const fits = constructedEpisode(fillerSentences(26));
    const asked = request({ minSeconds: 15, maxSeconds: 40 });
    const five = rankMoments(fits.words, fits.audio, asked);
    expect(five.length).toBeGreaterThanOrEqual(5);
    noOverlaps(five);
    const tiny = constructedEpisode(fillerSentences(9)); // about 40 s
    const few = rankMoments(tiny.words, tiny.audio, asked);
    expect(few.length).toBeGreaterThan(0);
    expect(few.length).toBeLessThan(5);
    const tooShort = constructedEpisode(fillerSentences(3)); // about 13 s
    expect(rankMoments(tooShort.words, tooShort.audio, asked)).toEqual([]);
  });

  it('scores a moment that stands on its own above one leaning on what came before', () => {
    const sentences = fillerSentences(40);
    sentences[10] = { text: 'But that is the reason we kept the schedule short.' };
    sentences[28] = { text: 'Here is the reason we kept the schedule short.' };
    const episode = constructedEpisode(sentences);
    const candidates = wordCandidates(episode.words, episode.audio, request({ maxSeconds: 20 }));
    const best = (opening: string) =>
      candidates
        .filter((c) => c.text().startsWith(opening))
        .sort((a, b) => b.value - a.value || a.end - b.end)[0]!;
    const leaning = best('But that is the reason');
    const alone = best('Here is the reason');
    expect(alone.reasons).toContain('Stands on its own (does not lean on what came before)');
    expect(leaning.reasons).not.toContain('Stands on its own (does not lean on what came before)');
    expect(alone.value).toBeGreaterThan(leaning.value);
  });

  it('splits unpunctuated words at pauses and speaker changes, and finds the answer', () => {
    const bare = (sentences: ConstructedSentence[]) =>
      sentences.map((s) => ({ ...s, text: s.text.replace(/[.?!,]/g, '').toLowerCase() }));
    const episode = constructedEpisode([
      ...bare(fillerSentences(18, 'host')),
      ...bare(QUESTION_AND_ANSWER),
      ...bare(fillerSentences(18, 'host')),
    ]);
    const best = rankMoments(episode.words, episode.audio, request({ maxSeconds: 30 }))[0]!;
    expect(best.text.startsWith('why do most new podcasts')).toBe(true);
    expect(best.reasons).toContain('A question answered by another speaker');
  });

  it('ranks a louder, brisker stretch above the same words said flatly', () => {
    const sentences = fillerSentences(60);
    for (let k = 40; k < 46; k++) sentences[k] = { ...sentences[k]!, db: -8, wordSeconds: 0.22 };
    const episode = constructedEpisode(sentences);
    const best = rankMoments(episode.words, episode.audio, request({ maxSeconds: 20 }))[0]!;
    const lively = episode.words.find((w) => w.start >= best.start)!;
    expect(lively.start).toBeGreaterThan(40 * 4); // inside the lively stretch
    expect(best.reasons.some((r) => r.startsWith('Livelier than most of the episode'))).toBe(true);
    expect(best.reasons.some((r) => r.startsWith('Brisk pace'))).toBe(true);
  });
});

describe('rankMoments without words', () => {
  it('finds moments between pauses from activity and energy, and says so', () => {
    const sentences = fillerSentences(80);
    for (let k = 50; k < 54; k++) sentences[k] = { ...sentences[k]!, db: -6 };
    const episode = constructedEpisode(sentences);
    const moments = rankMoments(null, episode.audio, request({ maxSeconds: 30 }));
    expect(moments.length).toBeGreaterThanOrEqual(5);
    noOverlaps(moments);
    const pauses = episode.audio.analysis.pauses;
    const inPause = (t: number) => pauses.some((p) => t >= p.start - 1e-6 && t <= p.end + 1e-6);
    for (const moment of moments) {
      expect(inPause(moment.start) && inPause(moment.end)).toBe(true);
      expect(moment.text).toBe('');
      expect(moment.reasons[0]).toMatch(
        /\(no transcript: found from speech activity and energy\)$/,
      );
    }
    expect(moments[0]!.reasons[0]).toBe(
      'Lively stretch (no transcript: found from speech activity and energy)',
    );
    const wordsBefore = (k: number) =>
      sentences.slice(0, k).reduce((sum, s) => sum + s.text.split(' ').length, 0);
    const loud = {
      start: episode.words[wordsBefore(50)]!.start,
      end: episode.words[wordsBefore(54) - 1]!.end,
    };
    expect(moments[0]!.start < loud.end && loud.start < moments[0]!.end).toBe(true);
  });
});
