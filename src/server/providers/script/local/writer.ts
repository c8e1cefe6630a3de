import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../seeded-random.js';
import { NUMBER_WORDS, readBrief, type Brief } from './brief.js';
import {
  ABOUT_SUBJECT,
  ANNOUNCE,
  CALLS_TO_ACTION,
  CLOSINGS,
  DEEPER,
  EXAMPLES,
  FOR_AUDIENCE,
  GENERIC_POINTS,
  GENERIC_POOL_OF,
  HOOKS,
  MISTAKES,
  OUTROS,
  QUESTIONS,
  STORY_BEATS,
  STORY_OPENING,
  WELCOME,
  WHY_IT_MATTERS,
} from './phrases.js';
import { asSentence, wordCount } from './points.js';
import { AIM_ABOVE, fill, wordsIn, type Section } from './fill.js';
import { BriefEcho, headOf, restate } from './restate.js';
import { localVideoMetadata } from './metadata.js';
import { topicMatter } from './matter.js';
import type { MatterPoint } from './topics.js';
import type {
  ScriptWriter,
  ScriptWriterInput,
  VideoMetadataDraft,
  VideoMetadataInput,
} from '../port.js';

/**
 * The built-in Script Writer (no LLM), decision 039. It reads the brief (brief.ts: the
 * length, the format, the count and the audience asked for, and the points), then plans a
 * script to the length: about 150 spoken words a minute, within a few percent. It announces
 * exactly as many points as follow, never repeats five words of the brief in a row (the title
 * as a title aside), and streams at a reading pace. The same brief always gives the same
 * script: the phrasing is drawn with a seed from a hash of the input.
 */

export const WORDS_PER_MINUTE = 150;
/** A segment needs its label sentence and something to say about it. */
const MIN_SEGMENT_WORDS = 10;
/** A point longer than this is cut to its first clause (see headOf). */
const MAX_POINT_WORDS = 9;
/** The shortest point the writer cuts a long one to when the length leaves no room. */
const SHORTEST_POINT = 4;
/** Words per streamed piece, and the pause between pieces (see LocalScriptWriter). */
const WORDS_PER_CHUNK = 3;
const MAX_PAUSE_MS = 20;
const MAX_STREAM_MS = 2_000;

export const targetWords = (seconds: number) => Math.round((seconds * WORDS_PER_MINUTE) / 60);

const seedOf = ({ title, topic }: ScriptWriterInput): number =>
  createHash('sha256').update(`${title}\n${topic}`).digest().readUInt32LE(0);

/** Draws from a pool in a seeded order, without repeats until the pool is used up. */
function drawer<T>(pool: readonly T[], random: () => number): () => T {
  const order = [...pool];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let next = 0;
  return () => order[next++ % order.length]!;
}

/** "how we lost our biggest client" told as a beat: "we lost our biggest client". */
const storyPoint = (point: string) => point.replace(/^(?:how|why|what|when)\s+(?=\S+\s)/i, '');
const sameWords = (a: string, b: string) =>
  a.toLowerCase().replace(/\W+/g, ' ').trim() === b.toLowerCase().replace(/\W+/g, ' ').trim();
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/**
 * "Tip two: read your break clause." When the label and the brief's own words would run
 * together ("Quick one: drink…" makes "Idea one: Drink…" an echo), "Second tip:" instead.
 */
function labelled(
  brief: Brief,
  index: number,
  point: string,
  echo: BriefEcho,
  own: (text: string) => string,
): string {
  const unit = brief.unit.one;
  const plain = `${capitalise(unit)} ${numberWord(index + 1)}: ${asSentence(point)}`;
  if (echo.firstEcho(plain) < 0 || !ORDINALS[index]) return own(plain);
  return own(`${capitalise(ORDINALS[index])} ${unit}: ${asSentence(point)}`);
}

/** How many points the script makes: what the brief asked for, else what it names. */
function wantedPoints(brief: Brief, topicOnly: boolean): number {
  if (brief.format === 'story') return brief.seconds < 30 ? 1 : 3;
  if (brief.count) return brief.count;
  if (brief.points.length >= 2) return brief.points.length;
  // A topic alone is covered through its matter: a point about every 20 seconds.
  if (topicOnly) return Math.min(5, Math.max(2, Math.round(brief.seconds / 20)));
  return Math.min(5, Math.max(1, Math.round(brief.seconds / 60)));
}

/** Text with letters in it, its stray separators trimmed; '' when nothing is left to say. */
const slot = (text: string | undefined) => {
  const trimmed = (text ?? '').replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '').trim();
  return /\p{L}/u.test(trimmed) ? trimmed : '';
};

/**
 * A matter point as the list's unit reads it: advice as is ("keep your starter lively"), a
 * mistake as its neglect, a question as a question.
 */
function matterHead(point: MatterPoint, unit: string, action: boolean): string {
  if (unit === 'mistake')
    return action ? `forgetting to ${point.head}` : `misreading ${point.head}`;
  if (unit === 'myth') return action ? `that you can skip this: ${point.head}` : point.head;
  if (unit === 'question') return action ? `how do you ${point.head}?` : `${point.head}?`;
  return point.head;
}

export function composeLocalScript(input: ScriptWriterInput): string {
  const brief = readBrief(input);
  const random = seededRandom(seedOf(input));
  const echo = new BriefEcho([input.title, input.topic]);
  const own = (text: string) => restate(text, echo, random);
  const draw = {
    hook: drawer(HOOKS, random),
    why: drawer(WHY_IT_MATTERS, random),
    example: drawer(EXAMPLES, random),
    question: drawer(QUESTIONS, random),
    mistake: drawer(MISTAKES, random),
    deeper: drawer(DEEPER, random),
    closing: drawer(CLOSINGS, random),
  };
  const pick = <T>(pool: readonly T[]): T => pool[Math.floor(random() * pool.length)]!;
  const target = targetWords(brief.seconds);
  const generic = drawer(GENERIC_POINTS[GENERIC_POOL_OF[brief.unit.one] ?? 'advice'], random);
  // A brief that names only its topic is about that topic's own matter (issue 29), not
  // generic advice: the matter gives the points, the topic becomes what the script is about.
  const topicOnly = brief.format === 'list' && !brief.count && brief.points.length <= 1;
  const subject = slot(topicOnly ? (brief.points[0] ?? brief.subject) : brief.subject);
  const lexiconTexts = [subject, slot(brief.subject), ...brief.points, slot(brief.title)];
  const matter = topicMatter(lexiconTexts.filter(Boolean));
  const matterHeads = matter.map((point) => ({
    point,
    // Lexicon heads are advice ("keep your starter lively"); the others name a part of the topic.
    head: matterHead(point, brief.unit.one, !/^(?:what|how|where|the|a) /.test(point.head)),
  }));
  const allPoints = topicOnly ? [] : brief.points.map(slot).filter(Boolean);
  /** The matter point each segment speaks, for its sentences of substance. */
  const matterOf = new Map<number, MatterPoint>();

  // The plan, from as many points as wanted down to what the length leaves room for.
  const build = (count: number, pointWords?: number): Section[] => {
    const points = allPoints
      .slice(0, count)
      .map((point) =>
        own(headOf(brief.format === 'story' ? storyPoint(point) : point, MAX_POINT_WORDS)),
      );
    matterOf.clear();
    for (const { point, head } of matterHeads) {
      if (points.length >= count) break;
      if (points.some((taken) => sameWords(taken, head))) continue;
      matterOf.set(points.length, point);
      points.push(head);
    }
    while (points.length < count) points.push(generic());
    const shorten = (point: string) =>
      pointWords
        ? point
            .split(' ')
            .slice(0, pointWords)
            .join(' ')
            .replace(/[,;:]$/, '')
        : point;
    const intro: string[] = [];
    if (brief.format === 'story') intro.push(STORY_OPENING);
    else {
      const phrase = `${numberWord(count)} ${count === 1 ? brief.unit.one : brief.unit.many}`;
      intro.push(pick(ANNOUNCE)(phrase, count));
    }
    const segments = points.map((point, index): Section => {
      const said = shorten(point);
      const opener =
        brief.format === 'story'
          ? said
            ? STORY_BEATS[index % STORY_BEATS.length]!.withPoint(said)
            : STORY_BEATS[index % STORY_BEATS.length]!.alone
          : labelled(brief, index, said, echo, own);
      return { label: `SEGMENT ${index + 1}`, sentences: [opener] };
    });
    if (brief.format === 'story') {
      // A story's beats without a point of the brief tell the story on their own.
      segments.forEach((segment, index) => {
        if (!allPoints[index]) segment.sentences = [STORY_BEATS[index % 3]!.alone];
      });
    }
    return [
      { label: 'HOOK', sentences: [draw.hook()] },
      { label: 'INTRO', sentences: intro },
      ...segments,
      { label: 'CALL TO ACTION', sentences: [CALLS_TO_ACTION[0]!] },
    ];
  };
  if (brief.format === 'story') allPoints.splice(STORY_BEATS.length);

  let count = wantedPoints(brief, topicOnly);
  let sections = build(count);
  // Fewer points when they do not fit: a count the brief asked for gives way only to the
  // length itself, one it did not ask for also leaves room to say something about each.
  const room = brief.count ? 0 : MIN_SEGMENT_WORDS;
  while (count > 1 && wordsIn(sections) + room > target * AIM_ABOVE) {
    sections = build(--count);
  }
  for (let cut = 12; cut >= SHORTEST_POINT && wordsIn(sections) > target * AIM_ABOVE; cut -= 2) {
    sections = build(count, cut);
  }

  const details = new Map<string, string[]>();
  for (const [index, point] of matterOf) details.set(`SEGMENT ${index + 1}`, [...point.details]);
  fill(sections, target, brief, {
    ...draw,
    details,
    extras: [
      ...(slot(brief.audience)
        ? [{ at: 'INTRO', text: own(pick(FOR_AUDIENCE)(slot(brief.audience))) }]
        : []),
      ...(subject && wordCount(subject) <= 4 && !sameWords(subject, brief.title)
        ? [{ at: 'INTRO', text: own(pick(ABOUT_SUBJECT)(subject)) }]
        : []),
      ...(slot(brief.title)
        ? [{ at: 'INTRO', text: pick(WELCOME)(slot(brief.title)), first: true }]
        : []),
      { at: 'OUTRO', text: pick(OUTROS.slice(0, slot(brief.title) ? 3 : 1))(slot(brief.title)) },
    ],
  });
  return sections
    .filter((section) => section.sentences.length > 0)
    .map((section) => `${section.label}:\n${section.sentences.join(' ')}`)
    .join('\n\n');
}

/** The script in pieces of a few words, each with its following whitespace. */
export function scriptChunks(script: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = script.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

export interface LocalScriptWriterOptions {
  /**
   * Pause between streamed pieces: by default a reading pace, so the page fills in as it does
   * with a chat model (a minute's script in about a second, never more than 2 s in all).
   */
  pauseMs?: (chunks: number) => number;
  /** Waits between pieces; rejects when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const readingPause = (chunks: number) =>
  Math.min(MAX_PAUSE_MS, MAX_STREAM_MS / Math.max(1, chunks));

/** A timer, not a busy wait: other requests run meanwhile, and an abort ends the pause. */
const timerSleep = (ms: number, signal: AbortSignal) =>
  sleep(ms, undefined, { signal }).catch(() => signal.throwIfAborted());

export class LocalScriptWriter implements ScriptWriter {
  readonly engine = 'local' as const;
  readonly #pauseMs: (chunks: number) => number;
  readonly #sleep: (ms: number, signal: AbortSignal) => Promise<void>;

  constructor(options: LocalScriptWriterOptions = {}) {
    this.#pauseMs = options.pauseMs ?? readingPause;
    this.#sleep = options.sleep ?? timerSleep;
  }

  async *write(input: ScriptWriterInput, signal: AbortSignal): AsyncGenerator<string> {
    const chunks = scriptChunks(composeLocalScript(input));
    const pause = this.#pauseMs(chunks.length);
    for (const [index, chunk] of chunks.entries()) {
      signal.throwIfAborted();
      yield chunk;
      if (index < chunks.length - 1) await this.#sleep(pause, signal);
    }
  }

  videoMetadata(input: VideoMetadataInput, signal: AbortSignal): Promise<VideoMetadataDraft> {
    signal.throwIfAborted();
    return Promise.resolve(localVideoMetadata(input));
  }
}
