import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Button } from '../../components/ui/button';
import { useProductName } from '../../lib/product';

/** Public pages: a slim sticky header, the page, and a quiet footer. */
export function MarketingLayout() {
  const productName = useProductName();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandMark />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Button variant="ghost" size="sm" asChild>
              <Link to="/auth">Sign in</Link>
            </Button>
            {/* On phones the hero's own button is right below; one call to action is enough. */}
            <Button variant="secondary" size="sm" className="max-sm:hidden" asChild>
              <Link to="/auth" state={{ mode: 'signup' }}>
                Start Creating
              </Link>
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border/70">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {productName}
          </p>
          <p>Short vertical videos from your audio, photos and prompts.</p>
        </div>
      </footer>
    </div>
  );
}
