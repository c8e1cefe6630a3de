import { SIGN_IN_LINK_MINUTES, WELCOME_LINK_DAYS } from '@shared/auth';
import { browserLocalStorage } from '../../../lib/browser-storage';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { rememberedLinkEmail } from '../sign-in-link';
import { EmailLinkForm } from './email-link-form';

interface ExpiredLinkFormProps {
  onSent: () => void;
  onBackToSignIn: () => void;
}

/**
 * Where a sign-in link that expired or was used lands (/auth?link=expired): says so, and mails
 * a new one. The email this browser last asked a link for is filled in, so that is one click.
 */
export function ExpiredLinkForm({ onSent, onBackToSignIn }: ExpiredLinkFormProps) {
  const requestLink = useRequestSignInLink();
  return (
    <EmailLinkForm
      title="This link has expired"
      subtitle={`Sign-in links work once, for ${SIGN_IN_LINK_MINUTES} minutes (${WELCOME_LINK_DAYS} days from a welcome mail), and this one expired or was already used. We can email you a new one.`}
      submitLabel="Email me a new link"
      initialEmail={rememberedLinkEmail(browserLocalStorage())}
      request={requestLink}
      onSent={onSent}
      onBackToSignIn={onBackToSignIn}
    />
  );
}
