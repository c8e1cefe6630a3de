/**
 * Whether a form's submit is held back for want of credits: the price is more than a known
 * balance, and the form holds something to pay for. A blank form (not started, or just emptied
 * by a successful submit that spent the balance) says nothing yet: the shortfall belongs to the
 * next thing the user makes, and a red message on an empty form reads as if the submit failed.
 */
export const shortOfCredits = (
  cost: number,
  balance: number | null,
  blank = false,
): balance is number => !blank && balance !== null && cost > balance;
