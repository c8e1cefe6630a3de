import {
  BILLING_MESSAGES,
  DEFAULT_CREDIT_PURCHASE,
  dollarsForCredits,
  SIMPLE_VIDEO_CREDITS,
  type CreditCheckResponse,
} from '@shared/billing';
import { CREDIT_PACKAGES } from '@shared/pricing';
import { formatCredits } from '../../lib/credit-packages';

/** What the Credit Check dialog shows for one answer of POST /api/billing/credit-check. */
export interface CreditCheckView {
  /** The plain-language lines of the summary, in order. */
  lines: string[];
  /** The spec's "You've used your free daily videos..." when nothing can be made now. */
  freeUsedUpMessage: string | null;
  /** "Generate ..." offer: how many, and the button's label; null when none can be made. */
  generate: { count: number; label: string } | null;
  /** "Buy credits" offer: the package to buy (checkout sells packages only) and its label. */
  buy: { credits: number; label: string } | null;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatCredits(count)} ${count === 1 ? one : many}`;

/**
 * The smallest package that covers the shortfall (the largest when none does); the spec's 100
 * when the need is unknown.
 */
export function packageFor(creditsNeeded: number): number {
  if (creditsNeeded <= 0) return DEFAULT_CREDIT_PURCHASE;
  const covering = CREDIT_PACKAGES.find((pack) => pack.credits >= creditsNeeded);
  return (covering ?? CREDIT_PACKAGES[CREDIT_PACKAGES.length - 1]!).credits;
}

export function creditCheckView(imageCount: number, check: CreditCheckResponse): CreditCheckView {
  const lines = [`You chose ${plural(imageCount, 'image')}: one video each.`];
  if (check.canGenerate > 0) {
    const sources: string[] = [];
    if (check.usingFree > 0) {
      sources.push(`${plural(check.usingFree, 'free daily video')}`);
    }
    if (check.usingPaid > 0) {
      const credits = check.usingPaid * SIMPLE_VIDEO_CREDITS;
      sources.push(`${formatCredits(credits)} credits from your balance`);
    }
    lines.push(`You can make ${plural(check.canGenerate, 'video')} now: ${sources.join(' and ')}.`);
  } else {
    lines.push('You cannot make any of them now.');
  }
  const rest = imageCount - check.canGenerate;
  if (check.needsPayment && rest > 0) {
    const need =
      check.creditsNeeded > 0
        ? `${formatCredits(check.creditsNeeded)} more credits (${dollarsForCredits(check.creditsNeeded)})`
        : 'more credits';
    lines.push(
      `The other ${plural(rest, 'video')} need${rest === 1 ? 's' : ''} ${need}, at ${SIMPLE_VIDEO_CREDITS} credits a video.`,
    );
  }

  const freeUsedUp = check.freeRemainingToday === 0 && check.balance < SIMPLE_VIDEO_CREDITS;
  const buyCredits = packageFor(check.creditsNeeded);
  return {
    lines,
    freeUsedUpMessage: freeUsedUp ? BILLING_MESSAGES.freeDailyUsed : null,
    generate:
      check.canGenerate > 0
        ? {
            count: check.canGenerate,
            label: check.needsPayment
              ? `Generate ${plural(check.canGenerate, 'video')} now`
              : `Generate ${plural(check.canGenerate, 'video')}`,
          }
        : null,
    buy: check.needsPayment
      ? { credits: buyCredits, label: `Buy ${formatCredits(buyCredits)} credits` }
      : null,
  };
}
