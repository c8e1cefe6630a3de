import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_LINK_SENT_MESSAGE, SIGNED_IN_LANDING_PATH } from '@shared/auth';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { initialAuthView, type AuthView } from '../auth-view';
import { AuthLayout } from '../components/auth-layout';
import { CheckEmail } from '../components/check-email';
import { CredentialsForm } from '../components/credentials-form';
import { BackToSignIn } from '../components/email-link-form';
import { ExpiredLinkForm } from '../components/expired-link-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';

function AuthCard({ initialView }: { initialView: AuthView }) {
  const [view, setView] = useState(initialView);
  const cardRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // The control that switched views is gone; put keyboard and screen-reader users at the new
  // view's first field. Not on first load, where grabbing focus would pop up phone keyboards.
  useEffect(() => {
    if (!switched.current) return;
    cardRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [view]);

  const switchTo = (next: AuthView) => {
    switched.current = true;
    setView(next);
  };

  const backToSignIn = () => switchTo('signin');
  let card;
  if (view === 'forgot') card = <ForgotPasswordForm onBackToSignIn={backToSignIn} />;
  else if (view === 'link-expired') {
    card = <ExpiredLinkForm onSent={() => switchTo('link-sent')} onBackToSignIn={backToSignIn} />;
  } else if (view === 'link-sent') {
    card = (
      <CheckEmail message={SIGN_IN_LINK_SENT_MESSAGE}>
        <BackToSignIn onClick={backToSignIn} />
      </CheckEmail>
    );
  } else {
    // Same form for both modes, so what was typed survives a switch.
    card = <CredentialsForm mode={view} onViewChange={switchTo} />;
  }
  return <div ref={cardRef}>{card}</div>;
}

/**
 * /auth: sign in (password or emailed link), sign up, ask for a password reset link, or, where
 * an expired sign-in link lands (?link=expired), ask for a new one. Anyone with a session (at load,
 * or when one appears later, e.g. signed in from another tab) goes straight to the studio.
 */
export function AuthPage() {
  const location = useLocation();
  const session = useSession();

  if (session.data) return <Navigate to={SIGNED_IN_LANDING_PATH} replace />;

  return (
    <AuthLayout>
      {session.isPending ? (
        <div className="grid min-h-72 place-items-center">
          <Spinner className="size-6 text-muted-foreground" />
        </div>
      ) : (
        // A new navigation to /auth (with its own state) starts a fresh card.
        <AuthCard
          key={location.key}
          initialView={initialAuthView(location.state, location.search)}
        />
      )}
    </AuthLayout>
  );
}
