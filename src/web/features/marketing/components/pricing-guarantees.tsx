import { CalendarCheck, Clock, Gift, ShieldCheck, type LucideIcon } from 'lucide-react';
import { GUARANTEES_SECTION } from '../content/pricing';
import { PricingSection } from './pricing-section';

/** One icon per guarantee, in the content's order. */
const GUARANTEE_ICONS: readonly LucideIcon[] = [ShieldCheck, Clock, CalendarCheck, Gift];

/** The spec's offers: refund guarantee, 48-72 h delivery, month-to-month, 14-day trial. */
export function PricingGuarantees() {
  return (
    <PricingSection id="guarantees" title={GUARANTEES_SECTION.title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GUARANTEES_SECTION.items.map((item, index) => {
          const Icon = GUARANTEE_ICONS[index] ?? ShieldCheck;
          return (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex-col sm:gap-3 sm:p-6"
            >
              <Icon className="size-7 shrink-0 text-success" aria-hidden="true" />
              <div className="flex flex-col gap-1.5">
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="text-sm text-pretty text-muted-foreground">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PricingSection>
  );
}
