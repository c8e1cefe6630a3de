import { ImageUp, CloudUpload, WandSparkles, type LucideIcon } from 'lucide-react';
import { PROCESS_SECTION } from '../content/pricing';
import { PricingSection } from './pricing-section';

/** One icon per step, in the content's order (Upload Images, AI Creates Videos, Auto Upload). */
const STEP_ICONS: readonly LucideIcon[] = [ImageUp, WandSparkles, CloudUpload];

/** The spec's 3-step process. */
export function PricingProcess() {
  return (
    <PricingSection id="how-it-works" title={PROCESS_SECTION.title} className="bg-surface">
      <ol className="grid gap-6 md:grid-cols-3">
        {PROCESS_SECTION.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? WandSparkles;
          return (
            <li
              key={step.title}
              className="relative flex flex-col gap-4 rounded-2xl border border-border bg-background p-6 sm:p-8"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {PROCESS_SECTION.stepLabel(index + 1)}
                </span>
              </div>
              <h3 className="font-display text-xl font-bold text-ink">{step.title}</h3>
              <p className="text-pretty text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </PricingSection>
  );
}
