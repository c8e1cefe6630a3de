import { imageEndpoints } from '@shared/endpoints/images';
import { type CustomReference, IMAGE_MESSAGES } from '@shared/images';
import { UserRound, WandSparkles } from 'lucide-react';
import { useId } from 'react';
import { AssetError } from '../../../components/assets/asset-error';
import { EngineLabel } from '../../../components/assets/engine-label';
import { StatusBadge } from '../../../components/assets/status-badge';
import { DeleteItemButton } from '../../../components/item-actions/delete-item-button';
import { RenameItemButton } from '../../../components/item-actions/rename-item-button';
import { Button } from '../../../components/ui/button';
import { CUSTOM_REFERENCES_QUERY_KEY } from '../api/get-custom-references';
import { cn } from '../../../lib/cn';
import { REFERENCE_STATUS_DISPLAY } from '../lib/labels';

/** The character's dominant colours, as small swatches. */
function Palette({ colors }: { colors: readonly string[] }) {
  if (colors.length === 0) return null;
  return (
    <ul aria-label="Palette" className="flex flex-wrap gap-1">
      {colors.map((color) => (
        <li
          key={color}
          title={color}
          aria-label={color}
          className="size-5 rounded-full border border-border shadow-xs"
          style={{ backgroundColor: color }}
        />
      ))}
    </ul>
  );
}

interface ReferenceCardProps {
  reference: CustomReference;
  onUse: (reference: CustomReference) => void;
}

/** One custom character: its face-centred thumbnail, status, palette and "Use Character". */
export function ReferenceCard({ reference, onUse }: ReferenceCardProps) {
  const display = REFERENCE_STATUS_DISPLAY[reference.status];
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      data-testid="reference-card"
      data-status={reference.status}
      className="flex w-full gap-4 rounded-xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="relative size-24 shrink-0 overflow-hidden rounded-lg bg-muted">
        {reference.thumbnailUrl ? (
          <img
            src={reference.thumbnailUrl}
            alt={`Thumbnail of ${reference.name}`}
            className="size-full object-cover"
          />
        ) : (
          <div
            className={cn(
              'grid size-full place-items-center text-muted-foreground',
              display.active && 'animate-pulse',
            )}
          >
            <UserRound className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="min-w-0 truncate font-semibold">
            {reference.name}
          </h3>
          <StatusBadge display={display} />
        </div>
        <p className="text-xs text-muted-foreground">
          {reference.imageCount} {reference.imageCount === 1 ? 'photo' : 'photos'}
        </p>
        <Palette colors={reference.palette} />
        <EngineLabel engine={reference.engine} />
        {reference.status === 'failed' && reference.error && (
          <AssetError>{reference.error}</AssetError>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1">
          {reference.status === 'completed' && (
            <Button size="sm" variant="outline" className="h-9" onClick={() => onUse(reference)}>
              <WandSparkles aria-hidden="true" />
              {IMAGE_MESSAGES.useCharacter}
            </Button>
          )}
          <RenameItemButton
            endpoint={imageEndpoints.renameReference}
            id={reference.id}
            name={reference.name}
            queryKeys={[CUSTOM_REFERENCES_QUERY_KEY]}
            what="character"
          />
          <DeleteItemButton
            kind="reference"
            id={reference.id}
            endpoint={imageEndpoints.removeReference}
            name={reference.name}
            queryKeys={[CUSTOM_REFERENCES_QUERY_KEY]}
          />
        </div>
      </div>
    </article>
  );
}
