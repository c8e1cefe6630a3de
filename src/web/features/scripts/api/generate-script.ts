import { scriptEndpoints } from '@shared/endpoints/scripts';
import {
  SCRIPT_MESSAGES,
  type GenerateScriptInput,
  type Script,
  type ScriptStreamEvent,
} from '@shared/scripts';
import { ApiError, serverMessage, urlOf } from '../../../lib/api';
import { readScriptStream } from '../lib/script-stream';

interface GenerateScriptOptions {
  signal: AbortSignal;
  /** Every stream event as it arrives: the live preview grows from these. */
  onEvent: (event: ScriptStreamEvent) => void;
}

/**
 * POST /api/scripts/generate. Not through `api`: the answer is a stream of server-sent events
 * (the text as it is written), read with fetch's body reader. Refusals before the stream starts
 * (400, 401, 429) are ordinary JSON `{ error }` answers and become an ApiError, as elsewhere.
 */
export async function generateScript(
  body: GenerateScriptInput,
  { signal, onEvent }: GenerateScriptOptions,
): Promise<Script> {
  let response: Response;
  try {
    // Read as a stream of events, so fetched here rather than through api.call.
    response = await fetch(urlOf(scriptEndpoints.generate), {
      method: scriptEndpoints.generate.method,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SCRIPT_MESSAGES.failedToGenerate);
  }

  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      response.status,
      serverMessage(data) ?? SCRIPT_MESSAGES.failedToGenerate,
      data,
    );
  }
  if (!response.body) throw new ApiError(response.status, SCRIPT_MESSAGES.failedToGenerate);
  return readScriptStream(response.body, onEvent);
}
