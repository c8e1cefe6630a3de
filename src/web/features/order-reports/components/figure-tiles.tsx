import { cn } from '../../../lib/cn';

export interface Figure {
  label: string;
  value: string;
  /** A second line under the value (e.g. "67% of delivered"). */
  note?: string | undefined;
}

/** The report's headline figures as tiles: two a row on a phone, up to six on a desktop. */
export function FigureTiles({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6', className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid content-start gap-0.5 rounded-lg border border-border bg-card p-3"
        >
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums text-ink">{figure.value}</dd>
          {figure.note && <dd className="text-xs text-muted-foreground">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
