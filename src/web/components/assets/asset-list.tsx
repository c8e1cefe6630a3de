import { RotateCcw, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

interface AssetListProps<T extends { id: string }> {
  title: string;
  /** Undefined while loading or after a failed load. */
  items: readonly T[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Shown when the list cannot be read, e.g. the spec's "Failed to load backgrounds". */
  errorTitle: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  gridClassName: string;
  /** The height of a placeholder card while loading. */
  skeletonClassName?: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A titled list of generated pictures (images, characters, backgrounds): placeholders while it
 * loads, the reason and a retry when it cannot be read, a hint when empty, else a grid.
 */
export function AssetList<T extends { id: string }>({
  title,
  items,
  isPending,
  error,
  onRetry,
  errorTitle,
  emptyIcon: EmptyIcon,
  emptyText,
  gridClassName,
  skeletonClassName = 'h-80',
  renderItem,
}: AssetListProps<T>) {
  const titleId = useId();
  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={gridClassName} aria-busy="true" aria-label={`Loading ${title}`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={cn('rounded-xl', skeletonClassName)} />
        ))}
      </div>
    );
  } else if (!items) {
    body = (
      <div
        role="alert"
        className="rounded-2xl border border-border bg-surface px-6 py-10 text-center"
      >
        <p className="font-semibold">{errorTitle}</p>
        {error && <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>}
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="grid min-h-56 place-items-center rounded-2xl border border-dashed border-input bg-surface/60 px-6 py-12 text-center">
        <div className="flex flex-col items-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand">
            <EmptyIcon className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-4 max-w-sm text-sm text-muted-foreground">{emptyText}</p>
        </div>
      </div>
    );
  } else {
    body = (
      <ul className={gridClassName}>
        {items.map((item) => (
          <li key={item.id} className="flex">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 content-start gap-4">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {body}
    </section>
  );
}
