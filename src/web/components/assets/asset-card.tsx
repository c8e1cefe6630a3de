import type { ImageEngineId } from '@shared/images';
import { ImageIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { StatusDisplay } from '../../lib/image-assets';
import { AssetError } from './asset-error';
import { EngineLabel } from './engine-label';
import { StatusBadge } from './status-badge';

interface AssetCardProps {
  name: string;
  description: string;
  imageUrl: string | null;
  /** The picture's frame: a portrait is square, a background 16:9. */
  frame: 'square' | 'wide';
  display: StatusDisplay;
  engine: ImageEngineId;
  error: string | null;
  testId: string;
  status: string;
  /** Extra lines under the description (a character's style tags). */
  children?: ReactNode;
  /** Buttons at the foot of the card (rename, delete). */
  actions?: ReactNode;
}

/** A generated podcast host or background: its picture (or progress), name, status, engine. */
export function AssetCard({
  name,
  description,
  imageUrl,
  frame,
  display,
  engine,
  error,
  testId,
  status,
  children,
  actions,
}: AssetCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid={testId}
      data-status={status}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-card"
    >
      <div
        className={cn(
          'relative overflow-hidden bg-ink',
          frame === 'square' ? 'aspect-square' : 'aspect-video',
        )}
      >
        {imageUrl ? (
          <img src={imageUrl} alt={`${name}: ${description}`} className="size-full object-cover" />
        ) : (
          <div
            className={cn(
              'grid size-full place-items-center bg-gradient-to-br from-ink via-ink-hover to-brand/60 text-ink-foreground/80',
              display.active && 'animate-pulse',
            )}
          >
            <div className="flex flex-col items-center gap-2 text-sm">
              <ImageIcon className="size-9" aria-hidden="true" />
              {display.active && <span role="status">Generating…</span>}
            </div>
          </div>
        )}
        <StatusBadge display={display} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={nameId} className="truncate font-semibold">
          {name}
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>
        {children}
        <EngineLabel engine={engine} />
        {status === 'failed' && error && <AssetError>{error}</AssetError>}
        {actions && (
          <div className="mt-auto flex flex-wrap items-center justify-end gap-1 border-t border-border pt-2">
            {actions}
          </div>
        )}
      </div>
    </article>
  );
}
