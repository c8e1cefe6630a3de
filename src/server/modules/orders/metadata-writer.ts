import { sanitizeDescription, sanitizeTags, sanitizeTitle } from '@shared/youtube-metadata';
import type { ScriptWriter } from '../../providers/script/index.js';
import { localClipMetadata, type ClipFacts, type ClipMetadata } from './metadata-writer-local.js';

export { guessRoom, type ClipFacts, type ClipMetadata } from './metadata-writer-local.js';

export type MetadataSource = 'llm' | 'local';

/** How long the operator's batch waits for the model per clip before the local writer writes. */
const LLM_TIMEOUT_MS = 20_000;

/** What the model is told about a clip: only what is known, so it invents nothing else. */
function factsPrompt(facts: ClipFacts): string {
  const { brief, room, position } = facts;
  return [
    'An 8-second vertical video made from one photo of an interior designer’s work,',
    'for YouTube Shorts.',
    room ? `Room: ${room}.` : 'Room: not known.',
    brief.style ? `Style: ${brief.style}.` : '',
    brief.city ? `City: ${brief.city}.` : '',
    brief.businessName ? `Designer's business: ${brief.businessName}.` : '',
    `This is clip ${position} of the order: give it its own angle.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A clip's title, description and tags (issue 28): by the chat model when one is configured,
 * else (or when it fails, or proposes a title the order already has) by the local writer, which
 * never repeats a title within the order.
 */
export async function writeClipMetadata(
  writer: ScriptWriter,
  facts: ClipFacts,
  taken: ReadonlySet<string>,
): Promise<ClipMetadata & { source: MetadataSource }> {
  if (writer.engine !== 'local') {
    try {
      const draft = await writer.videoMetadata(
        { prompt: factsPrompt(facts), kind: 'an interior design short' },
        AbortSignal.timeout(LLM_TIMEOUT_MS),
      );
      const title = sanitizeTitle(draft.title, '');
      const takenLower = new Set([...taken].map((t) => t.toLowerCase()));
      if (title && !takenLower.has(title.toLowerCase())) {
        return {
          title,
          description: sanitizeDescription(draft.description),
          tags: sanitizeTags(draft.tags),
          source: 'llm',
        };
      }
    } catch {
      // The model is a nicety: the local writer always answers.
    }
  }
  return { ...localClipMetadata(facts, taken), source: 'local' };
}
