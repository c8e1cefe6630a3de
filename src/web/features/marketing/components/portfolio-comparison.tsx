import { Check, PiggyBank, X } from 'lucide-react';
import { fillProductName } from '@shared/site';
import { useSite } from '../../../lib/site';
import { PORTFOLIO_COMPARISON } from '../content/portfolio';

type Side = 'diy' | 'withUs';

function ComparisonCard({ side, heading }: { side: Side; heading: string }) {
  const ours = side === 'withUs';
  const Icon = ours ? Check : X;
  return (
    <div
      className={
        ours
          ? 'rounded-2xl bg-ink p-6 text-ink-foreground shadow-lifted sm:p-8'
          : 'rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8'
      }
    >
      <h3 className="text-lg font-semibold">{heading}</h3>
      <dl className="mt-6 space-y-5">
        {PORTFOLIO_COMPARISON.rows.map((row) => (
          <div key={row.label} className="relative pl-8">
            <dt className={`text-sm ${ours ? 'text-ink-foreground/80' : 'text-muted-foreground'}`}>
              <Icon
                aria-hidden="true"
                className={`absolute top-1 left-0 size-5 ${ours ? 'text-[#b9a3ff]' : 'text-muted-foreground'}`}
              />
              {row.label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight">{row[side]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The spec's benefit comparison, labelled as illustrative (result claims are samples). */
export function PortfolioComparison() {
  const { productName } = useSite();
  return (
    <section
      aria-labelledby="comparison-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="inline-flex rounded-full bg-warning-soft px-3 py-1 text-xs font-semibold text-warning">
          {PORTFOLIO_COMPARISON.sampleLabel}
        </p>
        <h2
          id="comparison-title"
          className="mt-4 font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {PORTFOLIO_COMPARISON.title}
        </h2>
        <p className="mt-4 text-muted-foreground">{PORTFOLIO_COMPARISON.subtitle}</p>
      </div>
      <div className="relative mx-auto mt-12 grid max-w-4xl gap-4 md:grid-cols-2 md:gap-6">
        <ComparisonCard side="diy" heading={PORTFOLIO_COMPARISON.diyHeading} />
        <ComparisonCard
          side="withUs"
          heading={fillProductName(PORTFOLIO_COMPARISON.withUsHeading, productName)}
        />
      </div>
      <div className="mt-8 flex flex-col items-center gap-3 text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-success-soft px-5 py-2.5 text-lg font-bold text-success">
          <PiggyBank aria-hidden="true" className="size-5" />
          {PORTFOLIO_COMPARISON.savings}
        </p>
        <p className="max-w-xl text-xs text-muted-foreground">{PORTFOLIO_COMPARISON.footnote}</p>
      </div>
    </section>
  );
}
