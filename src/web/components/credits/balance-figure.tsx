import { formatCredits } from '../../lib/credit-packages';
import { cn } from '../../lib/cn';

interface BalanceFigureProps {
  /** null until known: shown as "...". */
  balance: number | null;
  testId: string;
  className?: string;
  /** The size of the number, e.g. text-3xl. */
  numberClassName?: string;
}

/** "110 credits", announced politely when it changes (it follows live events). */
export function BalanceFigure({ balance, testId, className, numberClassName }: BalanceFigureProps) {
  return (
    <p className={cn('flex items-baseline gap-1.5', className)} aria-live="polite">
      <span data-testid={testId} className={cn('font-bold tabular-nums', numberClassName)}>
        {balance === null ? '...' : formatCredits(balance)}
      </span>
      <span className="text-sm opacity-70">credits</span>
    </p>
  );
}
