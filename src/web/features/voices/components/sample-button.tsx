import { Play, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SamplePhase } from '../lib/sample-player';

interface SampleButtonProps {
  voiceName: string;
  phase: SamplePhase;
  onToggle: () => void;
}

/**
 * Plays a voice's short sample, and stops it. The name says which voice ("Play Rachel
 * sample"), and turns into "Stop Rachel sample" while the sample loads or plays.
 */
export function SampleButton({ voiceName, phase, onToggle }: SampleButtonProps) {
  const busy = phase !== 'idle';
  return (
    <Button
      variant={phase === 'playing' ? 'secondary' : 'outline'}
      size="sm"
      onClick={onToggle}
      aria-label={`${busy ? 'Stop' : 'Play'} ${voiceName} sample`}
      aria-busy={phase === 'loading' || undefined}
      data-phase={phase}
    >
      {phase === 'loading' && <Spinner label="" />}
      {phase === 'playing' && <Square className="fill-current" aria-hidden="true" />}
      {phase === 'idle' && <Play aria-hidden="true" />}
      {busy ? 'Stop' : 'Play'}
    </Button>
  );
}
