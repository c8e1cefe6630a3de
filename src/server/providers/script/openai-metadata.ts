import { vendorDetail, vendorError, vendorFailure } from '../vendor-failure.js';
import type { VideoMetadataDraft, VideoMetadataInput } from './port.js';

/**
 * analyze-image-for-metadata on an OpenAI-compatible chat model (vendors.md section 5): one
 * non-streamed completion that sees the poster (an `image_url` part with a data URL) and
 * answers a JSON object {title, description, tags}. A model that cannot see refuses the image
 * part; the caller then falls back to the built-in writer and says so.
 */

export const METADATA_TIMEOUT_MS = 60_000;

export const METADATA_SYSTEM_PROMPT = [
  'You write the title, description and tags for posting a short vertical video to YouTube',
  'Shorts. Answer with one JSON object and nothing else: {"title": string, "description":',
  'string, "tags": string[]}. Title: catchy, specific, at most 70 characters. Description: two',
  'or three short sentences about what the video shows, then up to three hashtags. Tags: 5 to',
  '10 short search phrases. Never use the characters < or >. Describe what you see in the',
  "image together with the creator's prompt; do not invent facts about people or places.",
].join(' ');

const CHAT = { capability: 'script', vendor: 'openai' } as const;

export interface MetadataChatOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}

export function metadataMessages(input: VideoMetadataInput) {
  const text = `The video is ${input.kind}. The creator's prompt:\n${input.prompt}`;
  const content: unknown[] = [{ type: 'text', text }];
  if (input.poster) {
    const data = input.poster.bytes.toString('base64');
    content.push({
      type: 'image_url',
      image_url: { url: `data:${input.poster.contentType};base64,${data}` },
    });
  }
  return [
    { role: 'system', content: METADATA_SYSTEM_PROMPT },
    { role: 'user', content },
  ];
}

/** The model's JSON answer (fenced or not) as a draft; anything else is an unexpected answer. */
export function parseMetadataAnswer(content: string): VideoMetadataDraft {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw vendorError(CHAT, 'unexpected');
  }
  if (typeof value !== 'object' || value === null) throw vendorError(CHAT, 'unexpected');
  const { title, description, tags } = value as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) throw vendorError(CHAT, 'unexpected');
  const tagList = Array.isArray(tags)
    ? tags.filter((tag): tag is string => typeof tag === 'string')
    : typeof tags === 'string'
      ? tags.split(',')
      : [];
  return { title, description: typeof description === 'string' ? description : '', tags: tagList };
}

export async function openAiVideoMetadata(
  options: MetadataChatOptions,
  input: VideoMetadataInput,
  signal: AbortSignal,
): Promise<VideoMetadataDraft> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? METADATA_TIMEOUT_MS);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${options.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: options.model,
        messages: metadataMessages(input),
        response_format: { type: 'json_object' },
        stream: false,
      }),
      signal: AbortSignal.any([signal, timeout]),
      redirect: 'error',
    });
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted) throw vendorError(CHAT, 'timedOut', { retryable: true });
    if (error instanceof SyntaxError) throw vendorError(CHAT, 'unexpected');
    throw vendorError(CHAT, 'unreachable', { retryable: true, cause: error });
  }
  if (!response.ok) throw vendorFailure('script', 'openai', response.status, body);
  const choice = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string') {
    throw vendorError(CHAT, 'failed', { detail: vendorDetail(body), retryable: true });
  }
  return parseMetadataAnswer(content);
}
