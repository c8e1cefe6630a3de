import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { checkEmail } from '../validation';
import { EmailField } from './auth-field';
import { AuthHeading } from './auth-layout';

/** The request that mails a link to an address (a sign-in link, a password reset link). */
export type EmailLinkRequest = Pick<
  UseMutationResult<unknown, Error, string>,
  'isPending' | 'mutate'
>;

interface EmailLinkFormProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** What the email field holds at first. */
  initialEmail?: string;
  request: EmailLinkRequest;
  onSent: () => void;
  onBackToSignIn: () => void;
}

/**
 * Asks for an email and mails a link to it: one form for every link the auth card sends, so a
 * reset link and a fresh sign-in link are asked for the same way.
 */
export function EmailLinkForm({
  title,
  subtitle,
  submitLabel,
  initialEmail = '',
  request,
  onSent,
  onBackToSignIn,
}: EmailLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const checked = checkEmail(email);
    if (!checked.ok) return void toast.error(checked.message);
    request.mutate(checked.data, {
      onSuccess: onSent,
      onError: (error) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)),
    });
  }

  return (
    <div className="grid gap-7">
      <AuthHeading title={title} subtitle={subtitle} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <EmailField value={email} onChange={setEmail} disabled={request.isPending} />
        <Button type="submit" size="lg" className="mt-2 w-full" loading={request.isPending}>
          {request.isPending ? 'Please wait...' : submitLabel}
        </Button>
      </form>
      <BackToSignIn onClick={onBackToSignIn} />
    </div>
  );
}

/** The way back from a link form, or from the "check your email" that follows it. */
export function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className="w-full" onClick={onClick}>
      Back to sign in
    </Button>
  );
}
