import { formatHours, formatUsd, OUR_COST_PER_VIDEO_CENTS, type RoiResult } from '@shared/roi';
import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { ROI_SECTION } from '../content/pricing';
import { PricingCheckoutButton } from './pricing-checkout-button';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-white/5 p-3 sm:p-4">
      <dt className="text-sm text-ink-foreground/75">{label}</dt>
      <dd className="font-display text-xl font-bold whitespace-nowrap text-ink-foreground tabular-nums sm:text-3xl">
        <span data-testid={testId}>{value}</span>
        {note && (
          <span className="mt-0.5 block text-xs font-normal whitespace-normal text-ink-foreground/75">
            {note}
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * The calculator's answer: traditional cost, ours, the savings in dollars and percent, hours
 * saved and what they are worth; then the spec's $5,000 example and the Athena Pro checkout.
 */
export function RoiResults({ result }: { result: RoiResult }) {
  const { productName } = useSite();
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-ink p-6 text-ink-foreground shadow-lifted sm:p-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-foreground/75">{ROI_SECTION.savings}</p>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span
            data-testid="roi-savings"
            className="font-display text-5xl font-bold tracking-tight tabular-nums"
          >
            {formatUsd(result.savingsCents)}
          </span>
          <span className="rounded-full bg-emerald-300/15 px-2.5 py-0.5 text-sm font-semibold text-emerald-300">
            <span data-testid="roi-savings-percent">{result.savingsPercent}%</span>{' '}
            {ROI_SECTION.savingsPercentSuffix}
          </span>
        </p>
        <p className="text-sm text-ink-foreground/75">{ROI_SECTION.savingsPeriod(result.videos)}</p>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:gap-3">
        <Figure
          label={ROI_SECTION.traditionalCost}
          value={formatUsd(result.traditionalCents)}
          testId="roi-traditional"
        />
        <Figure
          label={fillProductName(ROI_SECTION.ourCost, productName)}
          value={formatUsd(result.ourCents)}
          note={ROI_SECTION.ourCostNote(OUR_COST_PER_VIDEO_CENTS)}
          testId="roi-ours"
        />
        <Figure
          label={ROI_SECTION.hoursSaved}
          value={formatHours(result.hoursSaved)}
          note={ROI_SECTION.hoursNote}
          testId="roi-hours"
        />
        <Figure
          label={ROI_SECTION.timeValue}
          value={formatUsd(result.timeValueCents)}
          note={ROI_SECTION.timeValueNote}
          testId="roi-time-value"
        />
      </dl>

      <p className="rounded-xl border border-white/15 p-4 text-sm text-pretty text-ink-foreground">
        {ROI_SECTION.projectExample}
      </p>
      <PricingCheckoutButton tier="growth-inclusive" className="w-full">
        {ROI_SECTION.cta}
      </PricingCheckoutButton>
    </div>
  );
}
