import type { VideoMetadataDraft, VideoMetadataInput } from '../port.js';

/**
 * The built-in writer's proposal for posting a video (no model, no network): a headline from
 * the prompt's first phrase, the prompt itself as the description, and the prompt's telling
 * words as tags. It reads only the prompt: looking at the poster needs a model that sees.
 * The same prompt always gives the same proposal.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have in into is it its of on or over that the ' +
    'their then there these this those to under up very was were with without your you our ' +
    'video clip shot scene camera slow slowly pan zoom style cinematic showing shows show ' +
    'make create generate please high quality 4k hd vertical format seconds second'
  ).split(' '),
);
/** Lower-cased in a headline unless they start it. */
const SMALL_WORDS = new Set(
  'a an and as at but by for in of on or the to with from into over'.split(' '),
);
/** Phrases a prompt often starts with that say nothing about the video's subject. */
const LEADING_FILLER =
  /^(?:(?:please\s+)?(?:make|create|generate|show|film)\s+(?:me\s+)?)?(?:an?\s+|the\s+)?(?:(?:short|quick|cinematic|vertical|beautiful)\s+)*(?:(?:video|clip|shot|scene)\s+(?:of|about|showing)\s+)?(?:an?\s+|the\s+)?/i;

const HEADLINE_WORDS = 9;
const MAX_TAGS = 8;

function headline(phrase: string): string {
  const words = phrase.split(/\s+/).filter(Boolean).slice(0, HEADLINE_WORDS);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      // Words already capitalised by the writer (brand names, "iPhone") stay as written.
      return word === lower ? lower.charAt(0).toUpperCase() + lower.slice(1) : word;
    })
    .join(' ');
}

/** The prompt's first phrase, without the "a video of" that so many prompts start with. */
function subjectOf(prompt: string): string {
  const first = prompt.split(/[.!?;:\n]|,\s/)[0] ?? prompt;
  return first.replace(LEADING_FILLER, '').trim() || first.trim();
}

function tagsOf(prompt: string, kind: string): string[] {
  const words = prompt.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? [];
  const tags: string[] = [];
  for (const word of words) {
    const clean = word.replace(/^['-]+|['-]+$/g, '');
    if (clean.length < 4 || STOP_WORDS.has(clean) || tags.includes(clean)) continue;
    tags.push(clean);
    if (tags.length >= MAX_TAGS) break;
  }
  // Shorts are found by their format too.
  return [...tags, kind.includes('podcast') ? 'podcast' : 'shorts'];
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

export function localVideoMetadata(input: VideoMetadataInput): VideoMetadataDraft {
  const subject = subjectOf(input.prompt);
  const tags = tagsOf(input.prompt, input.kind);
  const hashtags = tags
    .slice(0, 3)
    .map((tag) => `#${tag.replace(/[^\p{L}\p{N}]/gu, '')}`)
    .join(' ');
  const description = [sentence(input.prompt), sentence(input.kind), hashtags]
    .filter(Boolean)
    .join('\n\n');
  // A prompt with no words in its first phrase (or none at all) still gets a title.
  const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);
  const title = hasWords(subject)
    ? headline(subject)
    : hasWords(input.prompt)
      ? headline(input.prompt.replace(/[^\p{L}\p{N}'’ -]+/gu, ' ').trim())
      : sentence(input.kind).slice(0, -1);
  return { title, description, tags };
}
