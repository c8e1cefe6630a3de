/**
 * What approving a submission needs from accounts: an account for the submitter's email (made
 * or found) and a sign-in link mailed to it. app.ts wires it to the auth module.
 */
export interface SubmissionAccounts {
  /** Creates the account for `email` or finds the existing one; safe to call twice at once. */
  ensureAccount(email: string, name?: string): Promise<{ userId: string; created: boolean }>;
  /** Mails the person a link that signs them in. Throws when the mail could not be sent. */
  sendSignInLink(email: string): Promise<void>;
}
