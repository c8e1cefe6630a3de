import { DEFAULT_AUTO_POST, type YouTubeMetadata } from '@shared/posting';
import { sanitizeDescription, sanitizeTags, sanitizeTitle } from '@shared/youtube-metadata';
import type { StoragePort } from '../../platform/storage/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import {
  localVideoMetadata,
  type ScriptWriter,
  type VideoMetadataDraft,
  type VideoMetadataInput,
} from '../../providers/script/index.js';
import type { VideoJobRow } from '../videos/index.js';

/**
 * generate-youtube-metadata: the script writer proposes a title, a description and tags from
 * the video's prompt and poster (analyze-image-for-metadata), and every proposal is made to
 * fit YouTube's rules here, whoever wrote it. When the chat model fails, the built-in writer
 * stands in and the answer says why, so the dialog always has something sensible to edit.
 */

/** Posters are small JPEGs; a larger one is not sent to the model. */
const POSTER_MAX_BYTES = 4 * 1024 * 1024;
export const CHAT_FALLBACK_REASON = "These are the built-in writer's suggestions.";

const KINDS: Record<VideoJobRow['mode'], string> = {
  hedra: 'a podcast clip',
  'text-to-video': 'a short AI video',
  veo: 'a short AI video of a photo',
};

async function readPoster(
  storage: StoragePort,
  key: string | null,
): Promise<VideoMetadataInput['poster']> {
  if (!key) return undefined;
  const object = await storage.get(key);
  if (!object) return undefined;
  if (object.size > POSTER_MAX_BYTES) {
    object.body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), contentType: object.contentType };
}

/** Makes any writer's draft fit YouTube: never empty, never with `<` or `>`, within limits. */
export function fitForYouTube(draft: VideoMetadataDraft, fallback: VideoMetadataDraft) {
  const fallbackTitle = sanitizeTitle(fallback.title, DEFAULT_AUTO_POST.title);
  return {
    title: sanitizeTitle(draft.title, fallbackTitle),
    description:
      sanitizeDescription(draft.description) || sanitizeDescription(fallback.description),
    tags: sanitizeTags(draft.tags.length > 0 ? draft.tags : fallback.tags),
  };
}

export async function proposeMetadata(
  deps: { storage: StoragePort; writer: ScriptWriter },
  video: Pick<VideoJobRow, 'prompt' | 'mode' | 'posterKey'>,
  signal: AbortSignal,
): Promise<YouTubeMetadata> {
  const input: VideoMetadataInput = { prompt: video.prompt, kind: KINDS[video.mode] };
  const local = localVideoMetadata(input);
  if (deps.writer.engine === 'local') {
    return { ...fitForYouTube(local, local), engine: 'local', fallbackReason: null };
  }
  try {
    const poster = await readPoster(deps.storage, video.posterKey);
    const draft = await deps.writer.videoMetadata({ ...input, poster }, signal);
    return { ...fitForYouTube(draft, local), engine: 'openai', fallbackReason: null };
  } catch (error) {
    signal.throwIfAborted();
    // The chat model's own worded failure (busy, refused the image, …), then what stood in.
    const why = error instanceof EngineError ? error.message : 'The AI writer failed.';
    const reason = `${why} ${CHAT_FALLBACK_REASON}`;
    return { ...fitForYouTube(local, local), engine: 'local', fallbackReason: reason };
  }
}
