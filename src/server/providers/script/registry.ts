import type { Config } from '../../config.js';
import { LocalScriptWriter } from './local/index.js';
import { OpenAiChatScriptWriter } from './openai-chat.js';
import type { ScriptWriter } from './port.js';

/**
 * Which engine writes scripts: the OpenAI-compatible chat model when config.scripts.chat is
 * set (OPENAI_API_KEY, or OPENAI_BASE_URL + OPENAI_MODEL for a keyless local server), else
 * the built-in local writer. Each saved script records the engine that wrote it.
 */
export function createScriptWriter(config: Pick<Config, 'scripts'>): ScriptWriter {
  const chat = config.scripts.chat;
  return chat ? new OpenAiChatScriptWriter(chat) : new LocalScriptWriter();
}
