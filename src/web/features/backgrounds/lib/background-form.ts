import { firstIssueMessage } from '@shared/auth';
import { createBackgroundBodySchema, type CreateBackgroundBody } from '@shared/podcast-assets';

export interface BackgroundFormState {
  name: string;
  description: string;
}

export const initialBackgroundForm: BackgroundFormState = { name: '', description: '' };

export type CheckedBackground =
  { ok: true; body: CreateBackgroundBody } | { ok: false; message: string };

/** The spec's rule before any call: both fields are required, with one message for both. */
export function checkBackground(state: BackgroundFormState): CheckedBackground {
  const parsed = createBackgroundBodySchema.safeParse(state);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: firstIssueMessage(parsed.error) };
}
