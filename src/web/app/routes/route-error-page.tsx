import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * Catches errors thrown while loading or rendering a page (a failed chunk download after a
 * deploy is the usual one) and offers a way out instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            Reload page
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
