import { topicPoints } from './points.js';
import type { ScriptWriterInput } from '../port.js';

/**
 * The local writer's reading of a brief (decision 039). The form has only a title and a topic,
 * so a length, a format and an audience arrive as words of the topic: "Three tips for renters,
 * 60 seconds. Aimed at first-time tenants." Those words are instructions to the writer, not
 * content: they are taken out before the topic is read for its points, and never spoken.
 */

export type ScriptFormat = 'list' | 'story' | 'interview';

export interface Brief {
  /** Spoken length asked for, in seconds (DEFAULT_SECONDS when the brief names none). */
  seconds: number;
  format: ScriptFormat;
  /** What a point is called: "tip" / "tips"; "idea" / "ideas" when the brief does not say. */
  unit: { one: string; many: string };
  /** How many points the brief asked for ("three tips"), if it did. */
  count?: number;
  /** Who it is for ("renters"), at most four words, if the brief says. */
  audience?: string;
  /** The content points, in order, as the brief words them (instructions removed). */
  points: string[];
  /** What a list is about when the brief says so apart from its points ("cash flow"). */
  subject?: string;
  /** The title without length or format notes ("Deposits (60 s)" → "Deposits"); may be empty. */
  title: string;
}

/** About the length of a Short; what the writer aims for when the brief names no length. */
export const DEFAULT_SECONDS = 60;
export const MIN_SECONDS = 10;
export const MAX_SECONDS = 600;

const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve',
]; // prettier-ignore
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?|a|an|${NUMBER_WORDS.join('|')}`;
const toNumber = (word: string): number => {
  const lower = word.toLowerCase();
  if (lower === 'a' || lower === 'an') return 1;
  const index = NUMBER_WORDS.indexOf(lower);
  return index >= 0 ? index : Number(lower);
};

const HALF_MINUTE = /\bhalf[- ]a[- ]minute\b|\bhalf[- ]minute\b/gi;
/** A length's own noun goes with it: "a 60-second explainer", "a 2 minute video". */
const LENGTH_NOUN = String.raw`(?:\s+(?:long|video|clip|script|episode|short|reel|read|explainer|segment|podcast))?`;
const MINUTES = new RegExp(
  String.raw`\b(${NUMBER})(\s+and\s+a\s+half)?[- ]?(?:minutes?|mins?)\b(?:\s+(?:and\s+)?(\d{1,2})[- ]?(?:seconds?|secs?|s)\b)?${LENGTH_NOUN}`,
  'gi',
);
// "60 seconds", "45-second", "90s" (not "1990s": at most three digits).
const SECONDS = new RegExp(
  String.raw`(?<![\d.])(\d{1,3})\s?-?(?:seconds?|secs?|s)\b${LENGTH_NOUN}`,
  'gi',
);

const UNIT_WORDS = [
  'tips', 'steps', 'ideas', 'mistakes', 'reasons', 'ways', 'lessons', 'myths', 'rules',
  'habits', 'secrets', 'questions', 'hacks', 'tricks', 'signs', 'strategies', 'facts', 'things',
  'points',
]; // prettier-ignore
const ADJECTIVE = String.raw`(?:quick|simple|easy|key|big|practical|essential|common|top|great|small|little|proven|smart|useful|important|biggest|best|costly|classic|surprising|powerful|golden|real|honest|hard)`;
const COUNT = new RegExp(
  String.raw`(?<![\d/.,])\b(?:top\s+)?(\d{1,2}|${NUMBER_WORDS.slice(1).join('|')})[- ](?:${ADJECTIVE}[- ]){0,2}(${UNIT_WORDS.map((u) => u.replace(/s$/, '')).join('|')})(?:s|es)?\b`,
  'gi',
);
const NAMED_UNIT =
  /\b(tips|steps|mistakes|reasons|ways|lessons|myths|rules|habits|secrets|hacks|tricks|signs)\b/i;
const STORY = /\b(?:story|storytime|anecdote|narrative|my journey)\b/i;
const INTERVIEW = /\b(?:interview|q\s?&\s?a|q and a|questions and answers)\b/i;
const HOW_TO = /^\s*how to\b/i;
const AUDIENCE = new RegExp(
  String.raw`\b(?:aimed at|targeted at|targeting|written for|meant for|made for|for an audience of|target audience(?: is)?:?|audience(?: is)?:|speaking to|talking to|geared (?:towards?|to))\s+([^.,;:!?\n()]+)`,
  'gi',
);
/** "tips for renters", "an explainer for new parents": a short plural noun phrase of people. */
const FOR_WHOM = new RegExp(
  String.raw`\b(?:${UNIT_WORDS.join('|')}|explainer|video|script|episode|clip|short|reel|guide|podcast)\s+for\s+((?!(?:your|the|a|an|my|our|this|that|their)\b)(?![a-z]+ing\b)[\w'-]+(?:\s+[\w'-]+){0,2}?s)\b`,
  'gi',
);
/** "I want listeners to understand that …", "Explain how …": the writer's brief, not content. */
const ASK =
  /^\s*(?:i want (?:you|listeners|people|viewers|the audience|them|my audience) to (?:know|understand|learn|see|realise|realize|remember|hear)(?: that| how| why)?|(?:please )?(?:explain|cover|talk about|discuss|mention|describe|tell them)(?: that| how| why)?)\s+/i;
/** A lead-in that names no subject ("Quick one: …"). */
const EMPTY_LEAD = /^(?:quick one|note|reminder|update|summary|tl;?dr|idea|topic|brief)$/i;
const TONE = /\b(?:tone|style|format|length|voice|cta|call to action)\s*:\s*[^.;\n]*/gi;
const INSTRUCTION =
  /^(?:keep it|make it|write|create|include|use a|use an|end with|open with|start with a hook|no jargon|avoid jargon|upbeat|casual|friendly|punchy|fun|conversational|short and|script|format)\b/i;
const FILLER = new Set(
  'a an the and or of for to in on at with about it its this that is be as by from so very script video episode short clip reel podcast long total max maximum under around approximately approx roughly about just only minute minutes second seconds aimed explainer format style tone'.split(
    ' ',
  ),
);
const PICTOGRAPH = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu;

function durationOf(text: string): number | undefined {
  if (HALF_MINUTE.test(text)) return 30;
  HALF_MINUTE.lastIndex = 0;
  for (const match of text.matchAll(MINUTES)) {
    const minutes = toNumber(match[1]!) + (match[2] ? 0.5 : 0);
    if (minutes > 0) return minutes * 60 + Number(match[3] ?? 0);
  }
  for (const match of text.matchAll(SECONDS)) {
    const seconds = Number(match[1]);
    if (seconds > 0) return seconds;
  }
  return undefined;
}

const singular = (plural: string) =>
  plural === 'strategies' ? 'strategy' : plural.replace(/(?<=sh|ch|x)es$|s$/, '');

/** The brief's words as the writer reads them: an all-capitals topic is taken in lower case. */
function normalise(text: string): string {
  const cleaned = text
    .replace(PICTOGRAPH, ' ')
    .replace(/[ \t]+/g, ' ')
    // Empty fields ("Topic: , , friendly", " ; ; sleep") are nothing to read: one separator
    // between items, none at the start of a line or a field, none before a full stop.
    .replace(/[,;](?:\s*[,;])+/g, ',')
    .replace(/(^|[\n:.!?])\s*[,;]+/gm, '$1')
    .replace(/\s*[,;]+\s*(?=[.!?]|$)/gm, '');
  const letters = cleaned.replace(/[^\p{L}]/gu, '');
  if (letters.length <= 3 || letters !== letters.toUpperCase()) return cleaned;
  return cleaned.toLowerCase().replace(/\bi(?=\b|')/g, 'I');
}

/** Words of tone, not content: "friendly", "casual and upbeat" alone are how to say it. */
const TONE_WORDS = new Set(
  'friendly casual upbeat playful fun funny warm formal informal professional conversational energetic calm serious inspiring inspirational informative punchy lighthearted humorous relaxed chatty witty engaging educational motivational positive'.split(
    ' ',
  ),
);

/** Whether what is left of a sentence, instructions removed, still says something. */
function hasContent(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const content = words.filter((word) => !FILLER.has(word) && !/^\d+$/.test(word));
  return content.some((word) => !TONE_WORDS.has(word) && word !== 'and');
}

const FORMAT_NOUN =
  /\b(?:(?:a|an|the|this|my|our)\s+)?(?:(?:short|quick)\s+)?(?:explainer|script|video|clip|reel|segment|storytime|story|anecdote|interview|q\s?&\s?a|format)\b/gi;
const LEADING_LINK =
  /^(?:(?:a|an|the)\s+(?=(?:about|on|for|to)\b))?(?:(?:about|on|for|to|regarding|and|or|with|of|in)\s+)+/i;
const TRAILING_LINK = /(?:\s+(?:about|on|for|to|with|of|in|at|a|an|the|and|or))+$/i;

/**
 * One sentence without instructions (lengths, audiences, tone notes, counts, format nouns).
 * A sentence that named a count or a "how to" is the subject of the list, not one of its
 * points: "Top 10 mistakes small businesses make with cash flow".
 */
function withoutInstructions(
  sentence: string,
  audience: string | undefined,
): { text: string; subject: boolean } {
  let text = sentence.replace(AUDIENCE, ' ').replace(ASK, '');
  if (audience)
    text = text.replace(new RegExp(String.raw`\bfor\s+${escapeRegExp(audience)}\b`, 'gi'), ' ');
  text = text
    .replace(HALF_MINUTE, ' ')
    .replace(MINUTES, ' ')
    .replace(SECONDS, ' ')
    .replace(FOR_WHOM, (match, who: string) => match.replace(who, ' '));
  const subject =
    /\bhow to\b/i.test(text) ||
    new RegExp(COUNT.source, 'i').test(text) ||
    NAMED_UNIT.test(text.trim().split(/\s+/).slice(0, 3).join(' '));
  return { text: text.replace(COUNT, ' ').replace(FORMAT_NOUN, ' '), subject };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tidyPoint = (point: string) =>
  point
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.\-–—]+$/, '')
    .trim()
    .replace(LEADING_LINK, '')
    .replace(TRAILING_LINK, '')
    .trim();

/** The content points of a topic (instructions taken out) and what the list is about. */
function contentOf(topic: string, audience?: string): { points: string[]; subject?: string } {
  const kept: string[] = [];
  const subjects: string[] = [];
  for (const rawLine of topic.split(/\r?\n/)) {
    // "Three tips for renters: a, b, c": the lead-in names the format, the rest is content.
    const whole = rawLine.replace(TONE, ' ').replace(AUDIENCE, ' ');
    const lead = /^([^:.!?]{0,80}):\s*(.+)$/.exec(whole);
    // After a lead-in, the first sentence is a list however long its items: a, b, c.
    const listed = lead?.[2]?.replace(/^[^.!?]*/, (list) =>
      list.replace(/\s*[,;]\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+(?=[^,;]*$)/gi, '\n'),
    );
    const lines = lead && hasContent(lead[2]!) ? [lead[1]!, ...listed!.split('\n')] : [whole];
    lines.forEach((line, index) => {
      const isLead = lines.length > 1 && index === 0;
      const sentences = line.split(/(?<=[.!?;])\s+/);
      for (const sentence of sentences) {
        if (INSTRUCTION.test(sentence.replace(/^[\s\-*•\d.)]+/, ''))) continue;
        const { text, subject } = withoutInstructions(sentence, audience);
        if (!hasContent(text)) continue;
        (isLead || subject ? subjects : kept).push(text);
      }
      kept.push('\n');
    });
  }
  const points = topicPoints(kept.join(' ')).map(tidyPoint).filter(hasContent);
  const subject = subjects
    .map(tidyPoint)
    .find((text) => hasContent(text) && !EMPTY_LEAD.test(text));
  // A topic that is only a subject ("Top 10 mistakes with cash flow") has no points of its own.
  return { points, subject };
}

export function readBrief(input: ScriptWriterInput): Brief {
  const topic = normalise(input.topic);
  const everything = `${normalise(input.title)}\n${topic}`;
  const seconds = Math.min(
    MAX_SECONDS,
    Math.max(MIN_SECONDS, Math.round(durationOf(everything) ?? DEFAULT_SECONDS)),
  );

  let count: number | undefined;
  let unitWord: string | undefined;
  const countMatch = [...topic.matchAll(COUNT)][0] ?? [...everything.matchAll(COUNT)][0];
  if (countMatch) {
    count = Math.max(1, toNumber(countMatch[1]!));
    unitWord = countMatch[2]!.toLowerCase();
  }
  const format: ScriptFormat = INTERVIEW.test(everything)
    ? 'interview'
    : STORY.test(everything) && !unitWord
      ? 'story'
      : 'list';
  if (format === 'interview') unitWord ??= 'question';
  // "Common myths about sourdough: …" names what a point is called without a number.
  unitWord ??= NAMED_UNIT.exec(topic.split(/[.!?\n]/)[0] ?? '')?.[1]
    ?.toLowerCase()
    .replace(/s$/, '');
  if (!unitWord && HOW_TO.test(topic)) unitWord = 'step';
  const many = unitWord ? (UNIT_WORDS.find((u) => singular(u) === unitWord) ?? 'ideas') : 'ideas';
  const unit = { one: singular(many), many };

  const audiences = [...topic.matchAll(AUDIENCE), ...topic.matchAll(FOR_WHOM)];
  const audience = audiences
    .map((match) => match[1]!.trim().split(/\s+/).slice(0, 4).join(' '))
    .find((phrase) => hasContent(phrase));

  const content = contentOf(topic, audience);
  // An interview's points are its questions; anything else in it says who or what it is about.
  const points =
    format === 'interview' ? content.points.filter((point) => point.endsWith('?')) : content.points;
  const subject =
    content.subject ??
    (format === 'interview' ? content.points.find((p) => !p.endsWith('?')) : undefined);
  const title = normalise(input.title)
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(HALF_MINUTE, ' ')
    .replace(MINUTES, ' ')
    .replace(SECONDS, ' ')
    .replace(/[\s,.;:|–—-]+$/g, '')
    .replace(/^[\s,.;:|–—-]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { seconds, format, unit, count, audience, points, subject, title };
}

export { NUMBER_WORDS };
