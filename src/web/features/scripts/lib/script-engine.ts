import type { ScriptEngine } from '@shared/scripts';

/** Which engine wrote a script, as every card and the live preview say it. */
export const SCRIPT_ENGINE_LABELS: Record<ScriptEngine, string> = {
  local: 'Built-in writer (local engine)',
  openai: 'AI chat model',
};
