import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PasswordRules } from '../../../components/password-rules';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { checkNewPassword } from '../../../lib/form-checks';
import { useResetPassword } from '../api/reset-password';
import { AuthField } from '../components/auth-field';
import { AuthHeading, AuthLayout } from '../components/auth-layout';

export const PASSWORD_UPDATED = 'Password updated. Please sign in.';

/** Shown when the link has no token, or the server sent the visitor back with `?error=`. */
function InvalidLink() {
  return (
    <div className="grid gap-7">
      <AuthHeading
        title="Link expired"
        subtitle="This password reset link is invalid or has expired. Ask for a new one."
      />
      <Link
        to="/auth"
        state={{ mode: 'forgot' }}
        className={buttonVariants({ size: 'lg', className: 'w-full' })}
      >
        Get a new link
      </Link>
    </div>
  );
}

/** /reset-password?token=…: where the emailed link lands; sets a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const rulesId = useId();
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || resetPassword.isPending) return;
    const checked = checkNewPassword(password, confirmation);
    if (!checked.ok) return void toast.error(checked.message);
    resetPassword.mutate(
      { newPassword: checked.data, token },
      {
        onSuccess: () => {
          toast.success(PASSWORD_UPDATED);
          void navigate('/auth', { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
      },
    );
  }

  if (!token || searchParams.has('error')) {
    return (
      <AuthLayout>
        <InvalidLink />
      </AuthLayout>
    );
  }

  const busy = resetPassword.isPending;
  return (
    <AuthLayout>
      <div className="grid gap-7">
        <AuthHeading
          title="Choose a new password"
          subtitle="You will sign in with it from now on."
        />
        <form noValidate onSubmit={submit} className="grid gap-4">
          <AuthField label="New password">
            {(id) => (
              <>
                <PasswordInput
                  id={id}
                  name="new-password"
                  autoComplete="new-password"
                  aria-required="true"
                  aria-describedby={rulesId}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  disabled={busy}
                />
                <PasswordRules id={rulesId} password={password} />
              </>
            )}
          </AuthField>
          <AuthField label="Confirm password">
            {(id) => (
              <PasswordInput
                id={id}
                name="confirm-password"
                autoComplete="new-password"
                aria-required="true"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                disabled={busy}
              />
            )}
          </AuthField>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={busy}>
            {busy ? 'Please wait...' : 'Update password'}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
