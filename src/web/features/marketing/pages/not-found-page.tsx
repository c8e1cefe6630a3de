import { useEffect } from 'react';
import { SiteLayout } from '../components/site-layout';

/**
 * The catch-all page (spec: '404', 'Oops! Page not found', a link back to /). The server answers
 * it with status 404 and logs the path; the browser logs it to the console as the spec says.
 */
export function NotFoundPage() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);

  return (
    <SiteLayout>
      <section className="grid min-h-[60vh] place-items-center bg-muted px-6 py-16">
        <div className="text-center">
          <h1 className="font-display text-8xl font-bold tracking-tighter text-ink sm:text-9xl">
            404
          </h1>
          <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
          <a
            href="/"
            className="mt-10 inline-flex h-11 items-center justify-center rounded-md bg-brand px-6 text-sm font-medium text-brand-foreground shadow-sm hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Return to Home
          </a>
        </div>
      </section>
    </SiteLayout>
  );
}
