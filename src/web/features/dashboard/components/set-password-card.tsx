import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { PasswordRules } from '../../../components/password-rules';
import { PasswordInput } from '../../../components/ui/password-input';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { checkNewPassword } from '../../../lib/form-checks';
import { useSetPassword } from '../api/set-password';

export const PASSWORD_SET = 'Password set. You can now also sign in with your email and password.';

/**
 * For someone whose account has no password (they came in by an emailed link, or Google):
 * choose one, under the sign-up rules. Shown while the session says `hasPassword: false`.
 */
export function SetPasswordCard() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const setFirstPassword = useSetPassword();
  const passwordId = useId();
  const confirmationId = useId();
  const rulesId = useId();
  const busy = setFirstPassword.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewPassword(password, confirmation);
    if (!checked.ok) return void toast.error(checked.message);
    setFirstPassword.mutate(checked.data, {
      onSuccess: () => toast.success(PASSWORD_SET),
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <span className="grid size-11 place-items-center rounded-lg bg-brand-soft text-brand">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>Set a password</CardTitle>
        <CardDescription>
          Your account has no password yet (you came in by an emailed link or with Google). Choose
          one to sign in with your email and password too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={passwordId}>New password</Label>
            <PasswordInput
              id={passwordId}
              name="new-password"
              autoComplete="new-password"
              aria-required="true"
              aria-describedby={rulesId}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
            />
            <PasswordRules id={rulesId} password={password} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={confirmationId}>Confirm password</Label>
            <PasswordInput
              id={confirmationId}
              name="confirm-password"
              autoComplete="new-password"
              aria-required="true"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              disabled={busy}
            />
          </div>
          <Button type="submit" className="sm:col-span-2 sm:justify-self-start" loading={busy}>
            {busy ? 'Please wait...' : 'Set password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
