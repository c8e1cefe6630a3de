import { adjustCreditsBodySchema, type AdjustCreditsBody } from '@shared/credits';

/** The admin's credit adjustment: amount as typed (a signed whole number) and a reason. */
export interface AdjustForm {
  amount: string;
  reason: string;
}

export const INITIAL_ADJUST_FORM: AdjustForm = { amount: '', reason: '' };

const WHOLE_NUMBER = /^\s*[+-]?\d+\s*$/;

/**
 * Checks the form with the server's own schema (POST /api/admin/credits/adjust): the first
 * broken rule's message, or the body to send.
 */
export function checkAdjust(
  email: string,
  form: AdjustForm,
): { ok: true; body: AdjustCreditsBody } | { ok: false; message: string } {
  if (form.amount.trim() === '') return { ok: false, message: 'Please enter an amount' };
  const amount = WHOLE_NUMBER.test(form.amount) ? Number(form.amount) : Number.NaN;
  const result = adjustCreditsBodySchema.safeParse({ email, amount, reason: form.reason });
  if (!result.success) {
    return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid input' };
  }
  return { ok: true, body: result.data };
}
