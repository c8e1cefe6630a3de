import type { Locator, Request } from 'playwright-core';
import { EPISODE_CLIPS_BODY_FIELD } from '@shared/episodes';

/**
 * What the episode page sent to POST /api/episodes/:id/clips (a multipart form, decision
 * 073): the batch, parsed from the form's JSON field. JSON escapes its line breaks, so the
 * field's text ends at the first boundary line.
 */
export function sentBatch(request: Request): unknown {
  const text = request.postDataBuffer()?.toString('utf8') ?? '';
  const field = new RegExp(`name="${EPISODE_CLIPS_BODY_FIELD}"\\r\\n\\r\\n(.*?)\\r\\n--`, 's');
  const json = field.exec(text)?.[1];
  if (json === undefined) throw new Error('the clips form has no batch field');
  return JSON.parse(json) as unknown;
}

/** A picked moment's span as its trimmer shows it ("1:02.40–1:20.00 …"), in seconds. */
export async function spanOf(trimmer: Locator): Promise<{ start: number; end: number }> {
  const text = (await trimmer.getByTestId('clip-span').textContent()) ?? '';
  const [, m1, s1, m2, s2] = /^(\d+):(\d+\.\d\d)–(\d+):(\d+\.\d\d)/.exec(text) ?? [];
  return { start: Number(m1) * 60 + Number(s1), end: Number(m2) * 60 + Number(s2) };
}
