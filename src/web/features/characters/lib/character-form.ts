import { firstIssueMessage } from '@shared/auth';
import {
  createCharacterBodySchema,
  DEFAULT_CHARACTER_STYLE,
  type CreateCharacterBody,
} from '@shared/podcast-assets';

/** The creator's fields as typed. */
export interface CharacterFormState {
  name: string;
  description: string;
  style: string;
}

export const initialCharacterForm: CharacterFormState = {
  name: '',
  description: '',
  style: DEFAULT_CHARACTER_STYLE,
};

export type CheckedCharacter =
  { ok: true; body: CreateCharacterBody } | { ok: false; message: string };

/**
 * The spec's rule before any call: name and description are required (one message for both);
 * the style is optional and a blank one means the default.
 */
export function checkCharacter(state: CharacterFormState): CheckedCharacter {
  const parsed = createCharacterBodySchema.safeParse(state);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: firstIssueMessage(parsed.error) };
}
