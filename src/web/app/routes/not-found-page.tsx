import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { reportClientError } from '../../lib/client-errors';

/** The catch-all page (spec: '404', 'Oops! Page not found', a link back to /). */
export function NotFoundPage() {
  const { pathname } = useLocation();

  const reportedPath = useRef<string | undefined>(undefined);

  // Broken links show up in the server logs, not just in one visitor's console. The ref keeps
  // StrictMode's second effect run (development only) from logging and reporting twice.
  useEffect(() => {
    if (reportedPath.current === pathname) return;
    reportedPath.current = pathname;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    reportClientError({ kind: 'not_found', path: pathname });
  }, [pathname]);

  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-muted px-6 py-16">
      <div className="text-center">
        <h1 className="font-display text-8xl font-bold tracking-tighter text-ink sm:text-9xl">
          404
        </h1>
        <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
