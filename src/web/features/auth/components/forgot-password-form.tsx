import { useState } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { CheckEmail } from './check-email';
import { BackToSignIn, EmailLinkForm } from './email-link-form';

export const RESET_LINK_SENT =
  'If an account exists for that email, we sent a link to reset your password.';

/** "Forgot password?": asks for the email and sends the reset link. */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();

  if (sent) {
    return (
      <CheckEmail message={RESET_LINK_SENT}>
        <BackToSignIn onClick={onBackToSignIn} />
      </CheckEmail>
    );
  }
  return (
    <EmailLinkForm
      title="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      submitLabel="Send reset link"
      request={requestReset}
      onSent={() => setSent(true)}
      onBackToSignIn={onBackToSignIn}
    />
  );
}
