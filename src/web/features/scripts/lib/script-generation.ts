import {
  generateScriptBodySchema,
  SCRIPT_MESSAGES,
  type GenerateScriptInput,
  type ScriptEngine,
  type ScriptStreamEvent,
} from '@shared/scripts';
import { ApiError, serverMessage } from '../../../lib/api';
import { ScriptStreamError } from './script-stream';

/** The spec's validation toast: title 'Error', the message under it. */
export const VALIDATION_TOAST_TITLE = 'Error';

export type CheckedScriptForm =
  { ok: true; body: GenerateScriptInput } | { ok: false; message: string };

/** Episode Title and Topic & Details, both non-blank after trimming (spec section 5). */
export function checkScriptForm(fields: { title: string; topic: string }): CheckedScriptForm {
  const parsed = generateScriptBodySchema.safeParse(fields);
  if (parsed.success) return { ok: true, body: parsed.data };
  // The inputs' maxLength keeps the length rules out of reach; only blank fields get here.
  return { ok: false, message: SCRIPT_MESSAGES.titleAndTopicRequired };
}

/** What the live preview shows while the script is written. */
export interface ScriptDraft {
  /** Known once the stream's `start` arrives. */
  engine: ScriptEngine | null;
  text: string;
}

export const EMPTY_DRAFT: ScriptDraft = { engine: null, text: '' };

/** The preview after one more stream event: `start` names the engine, `delta` adds text. */
export function applyStreamEvent(draft: ScriptDraft, event: ScriptStreamEvent): ScriptDraft {
  if (event.type === 'start') return { ...draft, engine: event.engine };
  if (event.type === 'delta') return { ...draft, text: draft.text + event.text };
  return draft;
}

export interface FailureToast {
  title: string;
  description?: string;
}

/**
 * The toast for a generation that did not finish. Refusals before the stream (bad input, signed
 * out, the daily limit) carry the server's own clear message, shown as is; a failure while
 * writing shows 'Failed to generate script' with the reason under it; anything else, the
 * spec's words alone.
 */
export function generationFailureToast(error: unknown): FailureToast {
  const failed = SCRIPT_MESSAGES.failedToGenerate;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { title: serverMessage(error.body) ?? failed };
  }
  if (error instanceof ScriptStreamError && error.message !== failed) {
    return { title: failed, description: error.message };
  }
  return { title: failed };
}

/** A cancelled request (the page was left mid-stream) is not a failure to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
