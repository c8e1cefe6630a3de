import { createHash } from 'node:crypto';
import { seededRandom } from '../seeded-random.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CALLS_TO_ACTION,
  CLOSINGS,
  DEEPER,
  EXAMPLES,
  HOOKS,
  INTROS,
  MISTAKES,
  OPENERS,
  OUTROS,
  QUESTIONS,
  RAPID_ROUND_INTRO,
  PRACTICE_OPENER,
  RAPID_ROUND_OUTRO,
  WHY_IT_MATTERS,
  type EpisodeContext,
} from './local-phrases.js';
import { asSentence, topicPoints } from './local-points.js';
import { localVideoMetadata } from './local-metadata.js';
import type {
  ScriptWriter,
  ScriptWriterInput,
  VideoMetadataDraft,
  VideoMetadataInput,
} from './port.js';

/**
 * The built-in Script Writer (no LLM): a structured, speakable episode from the title and the
 * topic's points — hook, intro, one segment per point, call to action, outro — in the format
 * port.ts describes. The same input always gives the same script (the phrasing is drawn with
 * a seed from a hash of the input), and every point of the topic appears in it.
 */

/** Points past this many share one "rapid round" segment, keeping long topics near 700 words. */
export const MAX_SEGMENTS = 5;
/** Topics with at most this many points get a step back and a common mistake per segment. */
const SHORT_TOPIC_POINTS = 2;
/** Words per streamed piece. */
const WORDS_PER_CHUNK = 3;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

function seedOf({ title, topic }: ScriptWriterInput): number {
  return createHash('sha256').update(`${title}\n${topic}`).digest().readUInt32LE(0);
}

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

function ideasPhrase(segments: number): string {
  if (segments === 1) return 'one big idea';
  return `${NUMBER_WORDS[segments] ?? String(segments)} key ideas`;
}

function section(label: string, ...paragraphs: string[]): string {
  return `${label}:\n${paragraphs.join('\n\n')}`;
}

export function composeLocalScript(input: ScriptWriterInput): string {
  const random = seededRandom(seedOf(input));
  const draw = {
    why: drawer(WHY_IT_MATTERS, random),
    question: drawer(QUESTIONS, random),
    example: drawer(EXAMPLES, random),
    deeper: drawer(DEEPER, random),
    mistake: drawer(MISTAKES, random),
    closing: drawer(CLOSINGS, random),
    first: drawer(OPENERS.first, random),
    middle: drawer(OPENERS.middle, random),
    last: drawer(OPENERS.last, random),
    only: drawer(OPENERS.only, random),
  };
  const pick = <T>(pool: readonly T[]): T => pool[Math.floor(random() * pool.length)]!;

  const points = topicPoints(input.topic);
  const rapidRound = points.length > MAX_SEGMENTS ? points.slice(MAX_SEGMENTS - 1) : [];
  const expanded = rapidRound.length > 0 ? points.slice(0, MAX_SEGMENTS - 1) : points;
  const segmentCount = expanded.length + (rapidRound.length > 0 ? 1 : 0);
  const context: EpisodeContext = {
    title: input.title.trim().replace(/[\s.]+$/, ''),
    ideas: ideasPhrase(segmentCount),
  };
  const short = points.length <= SHORT_TOPIC_POINTS;

  const opener = (index: number): string => {
    if (segmentCount === 1) return draw.only();
    if (index === 0) return draw.first();
    return index === segmentCount - 1 ? draw.last() : draw.middle();
  };

  const segments = expanded.map((point, index) => {
    const body = [opener(index), asSentence(point), draw.why(), draw.question()].join(' ');
    const practice = [draw.example(), draw.closing()].join(' ');
    const depth = short ? [`${draw.deeper()} ${draw.mistake()}`] : [];
    const paragraphs = [body, ...depth, practice];
    return section(`SEGMENT ${index + 1}`, ...paragraphs);
  });
  if (points.length === 1) {
    // One point is one big idea: a second segment turns it into practice.
    const practice = [PRACTICE_OPENER, draw.example(), draw.question(), draw.closing()];
    segments.push(section('SEGMENT 2', practice.join(' ')));
  }
  if (rapidRound.length > 0) {
    const items = rapidRound.map(asSentence).join(' ');
    segments.push(
      section(`SEGMENT ${segmentCount}`, `${RAPID_ROUND_INTRO} ${items} ${RAPID_ROUND_OUTRO}`),
    );
  }

  return [
    section('HOOK', pick(HOOKS)(context)),
    section('INTRO', pick(INTROS)(context)),
    ...segments,
    section('CALL TO ACTION', pick(CALLS_TO_ACTION)),
    section('OUTRO', pick(OUTROS)(context)),
  ].join('\n\n');
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

export class LocalScriptWriter implements ScriptWriter {
  readonly engine = 'local' as const;

  async *write(input: ScriptWriterInput, signal: AbortSignal): AsyncGenerator<string> {
    for (const chunk of scriptChunks(composeLocalScript(input))) {
      signal.throwIfAborted();
      yield chunk;
      // No artificial delay: one turn of the event loop lets each piece reach the socket.
      await nextTurn();
    }
  }

  videoMetadata(input: VideoMetadataInput, signal: AbortSignal): Promise<VideoMetadataDraft> {
    signal.throwIfAborted();
    return Promise.resolve(localVideoMetadata(input));
  }
}
