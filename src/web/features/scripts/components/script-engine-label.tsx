import type { ScriptEngine } from '@shared/scripts';
import { Bot, Cpu } from 'lucide-react';
import { SCRIPT_ENGINE_LABELS } from '../lib/script-engine';

/**
 * Which engine wrote a script. Same look as the pictures' EngineLabel, whose labels are the
 * image engines' ("OpenAI images"), so the scripts carry their own.
 */
export function ScriptEngineLabel({ engine }: { engine: ScriptEngine }) {
  const Icon = engine === 'local' ? Cpu : Bot;
  return (
    <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Written by: </span>
      {SCRIPT_ENGINE_LABELS[engine]}
    </p>
  );
}
