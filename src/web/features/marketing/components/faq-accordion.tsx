import { ChevronDown } from 'lucide-react';
import { FAQ_SECTION } from '../content/pricing';
import { PricingSection } from './pricing-section';

/**
 * The FAQ as native <details>/<summary>: keyboard and screen-reader behaviour for free, and it
 * works before the page's JavaScript has loaded.
 */
export function FaqAccordion() {
  return (
    <PricingSection id="faq" title={FAQ_SECTION.title}>
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {FAQ_SECTION.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-xl border border-border bg-surface shadow-card open:shadow-lifted"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-pretty text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </PricingSection>
  );
}
