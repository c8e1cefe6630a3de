import type { VideoMode } from '@shared/videos';
import { Coins } from 'lucide-react';
import { formatCredits } from '../../../lib/credit-packages';
import type { PromptCost } from '../lib/prompt-form';

const credits = (amount: number) =>
  `${formatCredits(amount)} ${amount === 1 ? 'credit' : 'credits'}`;

/**
 * The price before submitting. An image batch shows the per-image price and the count, since
 * each image is its own job and its own charge.
 */
export function CostSummary({ cost, mode }: { cost: PromptCost | null; mode: VideoMode }) {
  let detail: string | null = null;
  let total = cost ? credits(cost.total) : '—';
  if (cost && mode === 'veo') {
    if (cost.jobs === 0) total = `${credits(cost.perJob)} per image`;
    else
      detail = `${cost.jobs} ${cost.jobs === 1 ? 'image' : 'images'} × ${formatCredits(cost.perJob)}`;
  }
  return (
    <p
      data-testid="video-cost"
      aria-live="polite"
      className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground"
    >
      <Coins className="size-4 shrink-0 text-brand" aria-hidden="true" />
      <span>
        Cost: <strong className="font-semibold text-foreground tabular-nums">{total}</strong>
        {detail && <span className="tabular-nums"> · {detail}</span>}
      </span>
    </p>
  );
}
