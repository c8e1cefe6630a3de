/** Display helpers for credit amounts and package prices (the tables live in `@shared/pricing`). */

const creditsFormat = new Intl.NumberFormat('en-US');
const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "1,000" as the spec writes it. */
export const formatCredits = (credits: number) => creditsFormat.format(credits);
/** "$120". */
export const formatPrice = (priceCents: number) => priceFormat.format(priceCents / 100);
