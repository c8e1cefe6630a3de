import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useRouteSignedOutMessage } from '../route-handle';
import { RouteLoading } from './route-loading';

/**
 * Guards the signed-in pages: a spinner while the session loads, /auth when there is none
 * (replacing the history entry, so Back does not return to a page that bounces again), saying
 * why when the page names a message (simple upload: 'Please sign in to upload images').
 */
export function RequireSession() {
  const session = useSession();
  const signedOutMessage = useRouteSignedOutMessage();
  const signedOut = session.data === null;
  useEffect(() => {
    // The toast's id keeps a repeated render from stacking a second one.
    if (signedOut && signedOutMessage) toast.error(signedOutMessage, { id: signedOutMessage });
  }, [signedOut, signedOutMessage]);

  if (session.data) return <Outlet />;
  if (session.isPending) return <RouteLoading />;
  if (session.data === null) return <Navigate to="/auth" replace />;

  // The server could not say who is signed in (offline, or down): let the user try again.
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Could not load your account</h1>
        <p className="mt-3 text-muted-foreground">{session.error?.message}</p>
        <Button
          className="mt-8"
          onClick={() => void session.refetch()}
          loading={session.isFetching}
        >
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    </main>
  );
}
