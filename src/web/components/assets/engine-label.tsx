import { IMAGE_ENGINE_LABELS, type ImageEngineId } from '@shared/images';
import { Cpu } from 'lucide-react';

/** Which engine made a picture: shown on every result ("Local engine" without vendor keys). */
export function EngineLabel({ engine }: { engine: ImageEngineId }) {
  return (
    <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <Cpu className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Engine: </span>
      {IMAGE_ENGINE_LABELS[engine]}
    </p>
  );
}
