import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { cn } from '../../../lib/cn';
import { COMPARISON_COLUMNS, COMPARISON_ROWS, COMPARISON_SECTION } from '../content/pricing';
import { PricingSection, SampleLabel } from './pricing-section';

/**
 * The comparison table: a real <table> with column and row headers. On a phone it scrolls
 * sideways inside its own focusable box instead of squeezing the columns.
 */
export function PricingComparisonTable() {
  const { productName } = useSite();
  const title = fillProductName(COMPARISON_SECTION.title, productName);
  return (
    <PricingSection
      id="compare"
      title={title}
      aside={<SampleLabel>{COMPARISON_SECTION.sampleLabel}</SampleLabel>}
      className="bg-surface"
    >
      <div
        className="overflow-x-auto rounded-2xl border border-border"
        role="region"
        aria-label={COMPARISON_SECTION.caption}
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{COMPARISON_SECTION.caption}</caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className="px-4 py-3 font-semibold text-ink">
                {COMPARISON_SECTION.rowHeader}
              </th>
              {COMPARISON_COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'px-4 py-3 font-semibold',
                    index === 0 ? 'bg-brand text-brand-foreground' : 'text-ink',
                  )}
                >
                  {fillProductName(column, productName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={COMPARISON_COLUMNS[index]}
                    className={cn(
                      'px-4 py-3',
                      index === 0
                        ? 'bg-brand-soft font-semibold text-ink'
                        : 'text-muted-foreground',
                    )}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PricingSection>
  );
}
