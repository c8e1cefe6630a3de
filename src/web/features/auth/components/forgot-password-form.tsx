import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { checkEmail } from '../validation';
import { AuthField } from './auth-field';
import { CheckEmail } from './check-email';
import { AuthHeading } from './auth-layout';

export const RESET_LINK_SENT =
  'If an account exists for that email, we sent a link to reset your password.';

/** "Forgot password?": asks for the email and sends the reset link. */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestReset.isPending) return;
    const checked = checkEmail(email);
    if (!checked.ok) return void toast.error(checked.message);
    requestReset.mutate(checked.data, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  const backButton = (
    <Button variant="ghost" className="w-full" onClick={onBackToSignIn}>
      Back to sign in
    </Button>
  );

  if (sent) return <CheckEmail message={RESET_LINK_SENT}>{backButton}</CheckEmail>;

  return (
    <div className="grid gap-7">
      <AuthHeading
        title="Reset your password"
        subtitle="Enter your email and we will send you a link to choose a new password."
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <AuthField label="Email">
          {(id) => (
            <Input
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              aria-required="true"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={requestReset.isPending}
            />
          )}
        </AuthField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={requestReset.isPending}>
          {requestReset.isPending ? 'Please wait...' : 'Send reset link'}
        </Button>
      </form>
      {backButton}
    </div>
  );
}
