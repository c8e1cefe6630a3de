import {
  EPISODE_MAX_BYTES,
  EPISODE_MAX_SECONDS,
  EPISODE_MESSAGES,
  EPISODE_MOMENT_MAX_SECONDS,
  EPISODE_MOMENT_MIN_SECONDS,
  EPISODE_TOPIC_WORDS_MAX,
  momentRequestSchema,
  topicsOf,
  type MomentRequest,
} from '@shared/episodes';

/** Why a chosen file cannot be sent, checked in the browser before any byte goes up. */
export function refuseEpisodeFile(
  file: Pick<File, 'size' | 'type'>,
  durationSeconds: number | null,
): string | null {
  if (file.type && !file.type.startsWith('audio/') && !file.type.startsWith('video/'))
    return EPISODE_MESSAGES.notAudio;
  if (file.size > EPISODE_MAX_BYTES) return EPISODE_MESSAGES.tooLarge(EPISODE_MAX_BYTES);
  if (durationSeconds !== null && durationSeconds > EPISODE_MAX_SECONDS)
    return EPISODE_MESSAGES.tooLong;
  return null;
}

/** "pricing, hiring; design" → ['pricing', 'hiring', 'design'] (at most ten, once each). */
export function parseTopics(text: string): string[] {
  const words = topicsOf(text.replace(/[;\n]/g, ','));
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, EPISODE_TOPIC_WORDS_MAX);
}

export interface MomentFields {
  minSeconds: string;
  maxSeconds: string;
  topics: string;
}

export const DEFAULT_MOMENT_FIELDS: MomentFields = {
  minSeconds: String(EPISODE_MOMENT_MIN_SECONDS),
  maxSeconds: String(EPISODE_MOMENT_MAX_SECONDS),
  topics: '',
};

/** The form's moment request, or the first thing wrong with it in words. */
export function readMomentFields(
  fields: MomentFields,
): { request: MomentRequest } | { error: string } {
  const parsed = momentRequestSchema.safeParse({
    minSeconds: fields.minSeconds,
    maxSeconds: fields.maxSeconds,
    topics: parseTopics(fields.topics),
  });
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.path[0] === 'minSeconds' && issue.code === 'custom') return { error: issue.message };
  return {
    error: `Moments can be ${EPISODE_MOMENT_MIN_SECONDS} to ${EPISODE_MOMENT_MAX_SECONDS} seconds long.`,
  };
}
