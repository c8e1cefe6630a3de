import type { VideoMode } from '@shared/videos';
import { ChevronUp, Sparkles } from 'lucide-react';
import { CreditShortfall } from '../../../components/credits/credit-shortfall';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { PromptCost } from '../lib/prompt-form';
import { CostSummary } from './cost-summary';

interface PanelFooterProps {
  mode: VideoMode;
  cost: PromptCost | null;
  balance: number | null;
  /** True when the form holds nothing of the next video (no shortfall is shown then). */
  blank: boolean;
  /** The submit is held back for want of credits. */
  insufficient: boolean;
  /** Why the submit is held back for the picture (no face yet, or none), or null. */
  heldBack?: string | null;
  isSubmitting: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** The advanced options' id, for aria-controls while they are shown. */
  optionsId: string;
  shortfallId: string;
}

/**
 * The panel's last row: the advanced options' toggle ("Expand", "Collapse" once open), the
 * price, Generate, and under them why Generate is held back, with "Buy Credits" right there.
 */
export function PanelFooter({
  mode,
  cost,
  balance,
  blank,
  insufficient,
  heldBack = null,
  isSubmitting,
  expanded,
  onToggleExpanded,
  optionsId,
  shortfallId,
}: PanelFooterProps) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? optionsId : undefined}
          onClick={onToggleExpanded}
        >
          <ChevronUp
            aria-hidden="true"
            className={cn('transition-transform duration-150', expanded && 'rotate-180')}
          />
          {expanded ? 'Collapse' : 'Expand'}
        </Button>
        <CostSummary cost={cost} mode={mode} />
        <Button
          type="submit"
          className="ml-auto"
          disabled={insufficient || heldBack !== null}
          title={heldBack ?? undefined}
          loading={isSubmitting}
          aria-describedby={insufficient ? shortfallId : undefined}
        >
          {!isSubmitting && <Sparkles aria-hidden="true" />}
          Generate
        </Button>
      </div>
      {cost && (
        <CreditShortfall
          id={shortfallId}
          cost={cost.total}
          balance={balance}
          blank={blank}
          className="mt-2"
        />
      )}
    </>
  );
}
