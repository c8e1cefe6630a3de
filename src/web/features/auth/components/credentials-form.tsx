import { SIGNED_IN_LANDING_PATH } from '@shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PasswordRules } from '../../../components/password-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { refreshSession } from '../../../lib/session';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import type { AuthView } from '../auth-view';
import { checkEmail, checkSignIn, checkSignUp } from '../validation';
import { AuthField, EmailField } from './auth-field';
import { GoogleSignIn } from './google-sign-in';
import { AuthHeading } from './auth-layout';

const copy = {
  signin: {
    title: 'Welcome back',
    subtitle: 'Sign in to continue',
    submit: 'Sign In',
    success: 'Welcome back!',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Get 10 free credits upon signing up.',
    submit: 'Sign Up',
    success: 'Welcome! You received 10 free credits.',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

interface CredentialsFormProps {
  mode: 'signin' | 'signup';
  onViewChange: (view: AuthView) => void;
}

/** Sign-in and sign-up share one form; sign-up adds the full name and an optional phone. */
export function CredentialsForm({ mode, onViewChange }: CredentialsFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Collected because the spec's form has it, but deliberately never sent anywhere.
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const requestLink = useRequestSignInLink();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const text = copy[mode];
  const rulesId = useId();

  /** Runs the sign-in or sign-up call, then loads the new session and enters the studio. */
  async function authenticate(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      const user = await refreshSession(queryClient);
      if (!user) throw new Error(DEFAULT_ERROR_MESSAGE);
      toast.success(text.success);
      // The landing sends a client with an order to /orders, anyone else to /videos.
      await navigate(SIGNED_IN_LANDING_PATH, { replace: true });
    } catch (error) {
      // Server auth messages are shown as received (spec, error catalogue).
      toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE));
      setBusy(false);
    }
  }

  /** "Email me a sign-in link": only the email is needed; the answer is the same for anyone. */
  function sendSignInLink() {
    if (busy || requestLink.isPending) return;
    const checked = checkEmail(email);
    if (!checked.ok) return void toast.error(checked.message);
    requestLink.mutate(checked.data, {
      onSuccess: () => onViewChange('link-sent'),
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The spec's rules run before any call; only the first failing message is shown.
    if (mode === 'signup') {
      const checked = checkSignUp({ name, email, password });
      if (!checked.ok) return void toast.error(checked.message);
      void authenticate(() => signUp.mutateAsync(checked.data));
    } else {
      const checked = checkSignIn({ email, password });
      if (!checked.ok) return void toast.error(checked.message);
      void authenticate(() => signIn.mutateAsync(checked.data));
    }
  }

  return (
    <div className="grid gap-7">
      <AuthHeading title={text.title} subtitle={text.subtitle} />
      <GoogleSignIn disabled={busy} />
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy || undefined}>
        {mode === 'signup' && (
          <AuthField label="Full name">
            {(id) => (
              <Input
                id={id}
                name="name"
                autoComplete="name"
                aria-required="true"
                placeholder="Jane Doe"
                value={name}
                onChange={(event) => setName(event.target.value)}
                disabled={busy}
              />
            )}
          </AuthField>
        )}
        <EmailField value={email} onChange={setEmail} disabled={busy} />
        <AuthField
          label="Password"
          aside={
            mode === 'signin' && (
              <button
                type="button"
                onClick={() => onViewChange('forgot')}
                className="rounded-sm text-xs font-medium text-brand underline-offset-4 hover:underline"
              >
                Forgot password?
              </button>
            )
          }
        >
          {(id) => (
            <>
              <PasswordInput
                id={id}
                name="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                aria-required="true"
                aria-describedby={mode === 'signup' ? rulesId : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={busy}
              />
              {/* A new password is chosen here: its rules show before the first try. */}
              {mode === 'signup' && <PasswordRules id={rulesId} password={password} />}
            </>
          )}
        </AuthField>
        {mode === 'signup' && (
          <AuthField label="Phone number (optional)">
            {(id) => (
              <Input
                id={id}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+1 555 000 0000"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                disabled={busy}
              />
            )}
          </AuthField>
        )}
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          loading={busy}
          disabled={requestLink.isPending}
        >
          {busy ? 'Please wait...' : text.submit}
        </Button>
        {mode === 'signin' && (
          <>
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
              or
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={sendSignInLink}
              loading={requestLink.isPending}
              disabled={busy}
            >
              {!requestLink.isPending && <Mail aria-hidden="true" />}
              Email me a sign-in link
            </Button>
          </>
        )}
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {text.switchPrompt}{' '}
        <button
          type="button"
          onClick={() => onViewChange(mode === 'signin' ? 'signup' : 'signin')}
          disabled={busy}
          className="rounded-sm font-medium text-brand underline-offset-4 hover:underline disabled:opacity-50"
        >
          {text.switchAction}
        </button>
      </p>
    </div>
  );
}
