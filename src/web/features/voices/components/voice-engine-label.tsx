import type { SpeechEngine } from '@shared/voices';
import { Cpu } from 'lucide-react';
import { VOICE_ENGINE_LABELS } from '../lib/voice-list';

/** Which engine speaks with a voice (like the studios' EngineLabel, for speech engines). */
export function VoiceEngineLabel({ engine }: { engine: SpeechEngine }) {
  return (
    <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Cpu className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Engine: </span>
      {VOICE_ENGINE_LABELS[engine]}
    </p>
  );
}
