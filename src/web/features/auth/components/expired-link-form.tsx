import { SIGN_IN_LINK_MINUTES } from '@shared/auth';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { browserLocalStorage } from '../../../lib/browser-storage';
import { errorMessage } from '../../../lib/error-messages';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { rememberedLinkEmail } from '../sign-in-link';
import { checkEmail } from '../validation';
import { AuthField } from './auth-field';
import { AuthHeading } from './auth-layout';

interface ExpiredLinkFormProps {
  onSent: () => void;
  onBackToSignIn: () => void;
}

/**
 * Where a sign-in link that expired or was used lands (/auth?link=expired): says so, and mails
 * a new one. The email this browser last asked a link for is filled in, so that is one click.
 */
export function ExpiredLinkForm({ onSent, onBackToSignIn }: ExpiredLinkFormProps) {
  const [email, setEmail] = useState(() => rememberedLinkEmail(browserLocalStorage()));
  const requestLink = useRequestSignInLink();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestLink.isPending) return;
    const checked = checkEmail(email);
    if (!checked.ok) return void toast.error(checked.message);
    requestLink.mutate(checked.data, {
      onSuccess: onSent,
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  return (
    <div className="grid gap-7">
      <AuthHeading
        title="This link has expired"
        subtitle={`Sign-in links work once, for ${SIGN_IN_LINK_MINUTES} minutes, and this one expired or was already used. We can email you a new one.`}
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
              disabled={requestLink.isPending}
            />
          )}
        </AuthField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={requestLink.isPending}>
          {requestLink.isPending ? 'Please wait...' : 'Email me a new link'}
        </Button>
      </form>
      <Button variant="ghost" className="w-full" onClick={onBackToSignIn}>
        Back to sign in
      </Button>
    </div>
  );
}
