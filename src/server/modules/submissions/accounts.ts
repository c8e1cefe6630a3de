/**
 * What approving a submission needs from accounts: an account for the submitter's email (made
 * or found) and a sign-in link mailed to it. app.ts wires it to the auth module.
 */
export interface SubmissionAccounts {
  /** Creates the account for `email` or finds the existing one; safe to call twice at once. */
  ensureAccount(email: string, name?: string): Promise<{ userId: string; created: boolean }>;
  /**
   * Mails the person a link that signs them in, with `note` (e.g. the team adds their Drive
   * photos) under the greeting. Throws when the mail could not be sent.
   */
  sendSignInLink(email: string, note?: string): Promise<void>;
}
