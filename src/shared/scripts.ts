import { z } from 'zod';
import { singleLine } from './text.js';

/**
 * The Script Writer (/scripts): contracts shared by the server and the web app. Spec:
 * marketing-and-service.md (Script Writer, podcast_scripts, validation, errors, toasts).
 */

export const SCRIPT_MESSAGES = {
  titleAndTopicRequired: 'Please provide both a title and topic',
  generated: 'Script generated successfully!',
  updated: 'Script updated successfully',
  failedToLoad: 'Failed to load scripts',
  failedToGenerate: 'Failed to generate script',
  failedToUpdate: 'Failed to update script',
  emptyList: 'No scripts yet. Generate your first one above!',
  notFound: 'Script not found',
  contentRequired: 'The script cannot be empty',
  dailyLimit: (limit: number) =>
    `You have generated ${limit} scripts today, the daily limit. Please try again tomorrow.`,
} as const;

/** Where the text came from: the built-in writer, or an OpenAI-compatible chat model. */
export const SCRIPT_ENGINES = ['local', 'openai'] as const;
export type ScriptEngine = (typeof SCRIPT_ENGINES)[number];

export const SCRIPT_TITLE_MAX = 200;
export const SCRIPT_TOPIC_MAX = 4_000;
export const SCRIPT_CONTENT_MAX = 50_000;

const nonBlank = (max: number) =>
  z
    .string(SCRIPT_MESSAGES.titleAndTopicRequired)
    .trim()
    .min(1, SCRIPT_MESSAGES.titleAndTopicRequired)
    .max(max, `Must be at most ${max} characters`);

/** POST /api/scripts/generate (spec generate-script: {topic, title}). */
export const generateScriptBodySchema = z.object({
  title: singleLine(nonBlank(SCRIPT_TITLE_MAX)),
  topic: nonBlank(SCRIPT_TOPIC_MAX),
});
export type GenerateScriptInput = z.infer<typeof generateScriptBodySchema>;

/** PATCH /api/scripts/:id (spec: update content where id). */
export const updateScriptBodySchema = z.object({
  content: z
    .string(SCRIPT_MESSAGES.contentRequired)
    .trim()
    .min(1, SCRIPT_MESSAGES.contentRequired)
    .max(SCRIPT_CONTENT_MAX, `Must be at most ${SCRIPT_CONTENT_MAX} characters`),
});

export const scriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  content: z.string(),
  engine: z.enum(SCRIPT_ENGINES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Script = z.infer<typeof scriptSchema>;

/** GET /api/scripts: the user's scripts, newest first. */
export const scriptListResponseSchema = z.object({ scripts: z.array(scriptSchema) });

/**
 * The generate call answers a stream of server-sent events (text/event-stream), one JSON object
 * per `data:` line, so the text appears as it is written:
 * - `start` once: which engine writes;
 * - `delta` many times: the next piece of text;
 * - then `done` with the saved script, or `error` with a message (nothing is saved).
 * Errors found before writing starts (validation, signed out, daily limit) are ordinary JSON
 * answers with status 400/401/429 instead of a stream.
 */
export const scriptStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), engine: z.enum(SCRIPT_ENGINES) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), script: scriptSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type ScriptStreamEvent = z.infer<typeof scriptStreamEventSchema>;

/** A section label line (HOOK:, SEGMENT 1:, CALL TO ACTION:), alone on its (trimmed) line. */
export const SECTION_LABEL = /^[A-Z][A-Z0-9 ]*:$/;

/**
 * The words a voice speaks: the script without its section labels. Voiceovers are priced on
 * its length, by the server and (shown before confirming) by the web app alike.
 */
export function spokenText(script: string): string {
  return script
    .split('\n')
    .filter((line) => !SECTION_LABEL.test(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
