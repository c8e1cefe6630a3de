import {
  calculateRoi,
  clampVideoCount,
  DEFAULT_ROI_METHOD,
  formatUsd,
  formatUsdWithCents,
  ROI_METHODS,
  ROI_VIDEO_SLIDER,
  roiMethod,
  type RoiMethodId,
} from '@shared/roi';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { ROI_SECTION } from '../content/pricing';
import { PricingSection, SampleLabel } from './pricing-section';
import { RoiResults } from './roi-results';

const SLIDER_ID = 'roi-videos';

/**
 * The spec's ROI calculator: videos a month (slider 10-50, step 5, default 25) and how the
 * visitor would make them otherwise; the figures come from @shared/roi.
 */
export function RoiCalculator() {
  const [videos, setVideos] = useState<number>(ROI_VIDEO_SLIDER.default);
  const [methodId, setMethodId] = useState<RoiMethodId>(DEFAULT_ROI_METHOD);
  const method = roiMethod(methodId);
  const result = calculateRoi(methodId, videos);

  return (
    <PricingSection
      id="roi"
      title={ROI_SECTION.title}
      subtitle={ROI_SECTION.subtitle}
      aside={<SampleLabel>{ROI_SECTION.sampleLabel}</SampleLabel>}
    >
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-8 rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8">
          <div className="flex flex-col gap-3">
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={SLIDER_ID} className="font-semibold text-ink">
                {ROI_SECTION.sliderLabel}
              </label>
              <output
                htmlFor={SLIDER_ID}
                data-testid="roi-videos-value"
                className="font-display text-2xl font-bold text-brand tabular-nums"
              >
                {ROI_SECTION.videosValue(videos)}
              </output>
            </div>
            <input
              id={SLIDER_ID}
              type="range"
              min={ROI_VIDEO_SLIDER.min}
              max={ROI_VIDEO_SLIDER.max}
              step={ROI_VIDEO_SLIDER.step}
              value={videos}
              aria-valuetext={ROI_SECTION.videosValue(videos)}
              onChange={(event) => setVideos(clampVideoCount(Number(event.target.value)))}
              className="h-2 w-full cursor-pointer accent-brand"
            />
            <div
              className="flex justify-between text-xs text-muted-foreground tabular-nums"
              aria-hidden="true"
            >
              <span>{ROI_VIDEO_SLIDER.min}</span>
              <span>{ROI_VIDEO_SLIDER.max}</span>
            </div>
          </div>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 font-semibold text-ink">{ROI_SECTION.methodLegend}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ROI_METHODS.map((option) => (
                <label
                  key={option.id}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    option.id === methodId
                      ? 'border-brand bg-brand-soft text-ink'
                      : 'border-border hover:bg-muted',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="roi-method"
                      value={option.id}
                      checked={option.id === methodId}
                      onChange={() => setMethodId(option.id)}
                      className="size-4 accent-brand"
                    />
                    <span className="font-medium">{option.label}</span>
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatUsd(option.totalCents)}
                    {ROI_SECTION.perVideoSuffix}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <h3 className="text-sm font-semibold text-ink">
              {ROI_SECTION.breakdownTitle(method.label)}
            </h3>
            <dl className="mt-3 divide-y divide-border text-sm">
              {method.costLines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted-foreground">{line.label}</dt>
                  <dd className="tabular-nums">{formatUsdWithCents(line.amountCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 py-2 font-semibold text-ink">
                <dt>{ROI_SECTION.breakdownTotal}</dt>
                <dd className="tabular-nums" data-testid="roi-method-total">
                  {formatUsdWithCents(method.totalCents)}
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <RoiResults result={result} />
      </div>
    </PricingSection>
  );
}
