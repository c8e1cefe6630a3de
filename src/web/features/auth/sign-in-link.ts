import type { KeyValueStorage } from '../../lib/browser-storage';

/**
 * The email this browser last asked a sign-in link for. A link opened after it expired lands on
 * /auth?link=expired, which knows nothing else about the person (the token is gone or never
 * was); with the email remembered, a new link is one click away.
 */
export const LINK_EMAIL_STORAGE_KEY = 'reelcast.auth.sign-in-link-email';

export function rememberLinkEmail(storage: KeyValueStorage | undefined, email: string): void {
  try {
    storage?.setItem(LINK_EMAIL_STORAGE_KEY, email);
  } catch {
    // Storage full or blocked: the person types the email again.
  }
}

/** The remembered email, or '' (none, blocked storage, or something that is not an email). */
export function rememberedLinkEmail(storage: KeyValueStorage | undefined): string {
  try {
    const email = storage?.getItem(LINK_EMAIL_STORAGE_KEY) ?? '';
    return email.length <= 255 && email.includes('@') ? email : '';
  } catch {
    return '';
  }
}
