import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { initialAuthView, type AuthView } from '../auth-view';
import { AuthLayout } from '../components/auth-layout';
import { CredentialsForm } from '../components/credentials-form';
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

  return (
    <div ref={cardRef}>
      {view === 'forgot' ? (
        <ForgotPasswordForm onBackToSignIn={() => switchTo('signin')} />
      ) : (
        // Same form for both modes, so what was typed survives a switch.
        <CredentialsForm mode={view} onViewChange={switchTo} />
      )}
    </div>
  );
}

/**
 * /auth: sign in, sign up, or ask for a password reset link. Anyone with a session (at load,
 * or when one appears later, e.g. signed in from another tab) goes straight to the studio.
 */
export function AuthPage() {
  const location = useLocation();
  const session = useSession();

  if (session.data) return <Navigate to="/videos" replace />;

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
