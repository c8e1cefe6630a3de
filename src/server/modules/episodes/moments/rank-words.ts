import type { MomentRequest } from '@shared/episodes';
import type { TranscriptWord } from '@shared/transcripts';
import { fitLength, sentenceEdges, spanEdges } from './edges.js';
import { livelinessMeter, livelinessReason, type EpisodeAudio, type Liveliness } from './energy.js';
import type { Candidate } from './select.js';
import { splitSentences, type Sentence } from './sentences.js';
import { backReferenceOf, hookOf, stem, topicHits, type Hook } from './signals.js';
import { WEIGHTS, TOPIC_WEIGHT, median, quoted, ratioValue } from './weights.js';

/**
 * Every moment the words allow, scored (decision 067): each run of whole sentences from a
 * sentence start to a sentence end at a pause, within the asked length. Pure.
 */

/** The hook must come in the moment's first seconds. */
const HOOK_SECONDS = 6;
/** A question counts as answered once this much speech follows it inside the moment. */
const ANSWER_SECONDS = 4;
/** An end after this much silence (or a full stop) closes a thought. */
const FINISHED_GAP_SECONDS = 0.8;

interface Episode {
  words: readonly TranscriptWord[];
  sentences: Sentence[];
  liveliness: (start: number, end: number) => Liveliness;
  medianPace: number;
  /** Prefix sums of the sentences' own lengths (first word to last word). */
  speakingSeconds: Float64Array;
  /** Prefix counts of each topic's hits by word index. */
  topicCounts: Int32Array[];
  topics: readonly string[];
  /** The hook of a moment opening at this sentence (measured once per sentence). */
  hookAt: (sentence: number) => (Hook & { reason: string }) | null;
}

const textOf = (words: readonly TranscriptWord[], from: number, to: number) =>
  words
    .slice(from, to)
    .map((word) => word.text)
    .join(' ');

function prepare(
  words: readonly TranscriptWord[],
  audio: EpisodeAudio,
  topics: readonly string[],
): Episode {
  const sentences = splitSentences(words);
  const stems = words.map((word) => stem(word.text));
  const topicCounts = topicHits(stems, topics).map((hits) => {
    const counts = new Int32Array(words.length + 1);
    for (const at of hits) counts[at + 1] = 1;
    for (let i = 0; i < words.length; i++) counts[i + 1]! += counts[i]!;
    return counts;
  });
  const long = sentences.filter((s) => s.end - s.start >= 1);
  const speakingSeconds = new Float64Array(sentences.length + 1);
  sentences.forEach((s, k) => (speakingSeconds[k + 1] = speakingSeconds[k]! + s.end - s.start));
  const hooks = new Map<number, (Hook & { reason: string }) | null>();
  const hookAt = (k: number) => {
    if (!hooks.has(k)) {
      const hook = openingHook(words, sentences, k);
      const opening = sentences[k]!;
      const reason = hook && hookReason(hook, () => textOf(words, opening.from, opening.to));
      hooks.set(k, hook && reason ? { ...hook, reason } : null);
    }
    return hooks.get(k)!;
  };
  return {
    hookAt,
    words,
    sentences,
    liveliness: livelinessMeter(audio, long),
    medianPace: median(long.map((s) => (s.to - s.from) / (s.end - s.start))),
    speakingSeconds,
    topicCounts,
    topics,
  };
}

/**
 * The hook in the first seconds of a moment opening at sentence `k`: the first sentence's
 * counts in full, one a little later (the next sentence, still in the first seconds) half.
 */
function openingHook(words: readonly TranscriptWord[], sentences: readonly Sentence[], k: number) {
  const opening = sentences[k]!;
  const early = (from: number, to: number) =>
    words
      .slice(from, to)
      .filter((word) => word.start < opening.start + HOOK_SECONDS)
      .map((word) => word.text);
  const firstHook = hookOf(early(opening.from, opening.to), opening.question);
  if (firstHook) return firstHook;
  let to = opening.to;
  while (to < words.length && words[to]!.start < opening.start + HOOK_SECONDS) to++;
  const laterHook = hookOf(early(opening.to, to), false);
  return laterHook && { ...laterHook, strength: laterHook.strength / 2 };
}

/** The hook's reason; the opening sentence is quoted for a question or a claim. */
function hookReason(hook: Hook, openingSentence: () => string): string {
  if (hook.kind === 'question') return `Opens with a question: ${quoted(openingSentence())}`;
  if (hook.kind === 'claim') return `Opens with a strong claim: ${quoted(openingSentence())}`;
  if (hook.kind === 'number') return `Opens with a number (“${hook.cue}”)`;
  return `Hooks in the first seconds with “${hook.cue}”`;
}

/** The index of the sentence by which each question has been answered, or -1. */
function answeredBy(sentences: readonly Sentence[]): Int32Array {
  const answered = new Int32Array(sentences.length).fill(-1);
  sentences.forEach((question, k) => {
    if (!question.question) return;
    let speech = 0;
    for (let m = k + 1; m < sentences.length; m++) {
      if (sentences[m]!.question && speech === 0) return; // a second question, not an answer
      speech += sentences[m]!.end - sentences[m]!.start;
      if (speech >= ANSWER_SECONDS) {
        answered[k] = m;
        return;
      }
    }
  });
  return answered;
}

function scoreSpan(
  episode: Episode,
  answered: Int32Array,
  first: number,
  last: number,
  edges: { start: number; end: number },
): Candidate {
  const { words, sentences } = episode;
  const opening = sentences[first]!;
  const closing = sentences[last]!;
  const reasons: { weight: number; text: string }[] = [];
  let value = 0;
  const add = (weight: number, signal: number, text: string | null) => {
    value += weight * signal;
    // Each signal's reason is given only when that signal speaks for the moment.
    if (text) reasons.push({ weight: weight * Math.max(signal, 0.1), text });
  };

  const hook = episode.hookAt(first);
  add(WEIGHTS.hook, hook?.strength ?? 0, hook?.reason ?? null);

  let qa: { value: number; text: string } | null = null;
  for (let k = first; k < last && !qa; k++) {
    if (answered[k]! < 0 || answered[k]! > last) continue;
    const other = sentences[k + 1]!.speaker !== sentences[k]!.speaker;
    qa = other
      ? { value: 1, text: 'A question answered by another speaker' }
      : { value: 0.7, text: 'A question and its answer' };
  }
  add(WEIGHTS.questionAndAnswer, qa?.value ?? 0, qa?.text ?? null);

  const leaning = backReferenceOf(words[opening.from]!.text);
  add(
    WEIGHTS.standsAlone,
    leaning ? 0 : 1,
    leaning ? null : 'Stands on its own (does not lean on what came before)',
  );

  const lastWord = words[closing.to - 1]!.text;
  const stop = /[.!]["'”’)\]]*$/u.test(lastWord);
  const finished = closing.question
    ? 0
    : stop || closing.gapAfter >= FINISHED_GAP_SECONDS
      ? 1
      : 0.5;
  add(WEIGHTS.finished, finished, finished === 1 ? 'Ends on a finished thought' : null);

  const liveliness = episode.liveliness(edges.start, edges.end);
  add(WEIGHTS.energy, liveliness.value, livelinessReason(liveliness));
  const wordCount = closing.to - opening.from;
  // Words a second of speech: the pauses between sentences are not the pace of talk.
  const speaking = episode.speakingSeconds[last + 1]! - episode.speakingSeconds[first]!;
  const pace = wordCount / Math.max(1, speaking);
  const paceRatio = pace / episode.medianPace;
  add(
    WEIGHTS.pace,
    ratioValue(paceRatio, 0.9, 1.3),
    paceRatio >= 1.1
      ? `Brisk pace: ${pace.toFixed(1)} words a second (the episode's usual is ${episode.medianPace.toFixed(1)})`
      : null,
  );

  let mentions = 0;
  episode.topicCounts.forEach((counts, t) => {
    const count = counts[closing.to]! - counts[opening.from]!;
    mentions += count;
    if (count === 0) return;
    const times = count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
    reasons.push({
      weight: TOPIC_WEIGHT + count,
      text: `Mentions “${episode.topics[t]}” ${times}`,
    });
  });
  const total = episode.topics.length > 0 ? 1 + TOPIC_WEIGHT : 1;
  value += TOPIC_WEIGHT * Math.min(1, mentions / 3);

  return {
    start: edges.start,
    end: edges.end,
    value: value / total,
    reasons: reasons.sort((a, b) => b.weight - a.weight).map((reason) => reason.text),
    text: () => textOf(words, opening.from, closing.to),
  };
}

/** Every whole-sentence span within the request's lengths that ends at a pause, scored. */
export function wordCandidates(
  words: readonly TranscriptWord[],
  audio: EpisodeAudio,
  request: MomentRequest,
): Candidate[] {
  if (words.length === 0) return [];
  const episode = prepare(words, audio, request.topics);
  const { sentences } = episode;
  const answered = answeredBy(sentences);
  const edges = sentenceEdges(words, audio.analysis, sentences);
  const candidates: Candidate[] = [];
  for (let first = 0; first < sentences.length; first++) {
    for (let last = first; last < sentences.length; last++) {
      if (sentences[last]!.end - sentences[first]!.start > request.maxSeconds + 1) break;
      const span = spanEdges(edges[first]!, edges[last]!);
      const fitted = span && fitLength(span, request.minSeconds, request.maxSeconds);
      if (fitted) candidates.push(scoreSpan(episode, answered, first, last, fitted));
    }
  }
  return candidates;
}
