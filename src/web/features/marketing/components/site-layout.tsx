import type { ReactNode } from 'react';
import { fillProductName } from '@shared/site';
import { usePublicSignedIn } from '../../../lib/public-session';
import { useSite } from '../../../lib/site';
// clsx, not cn: these classes never conflict, and tailwind-merge would cost every public page.
import { clsx as cn } from 'clsx';
import { BrandLogo } from '../../../components/brand-logo';
import { SITE_FOOTER, SITE_NAV } from '../content/site';

/** The logo as a plain link (public pages are separate documents, not router routes). */
export function SiteBrand({ className }: { className?: string }) {
  const { productName } = useSite();
  return (
    <a
      href="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground',
        className,
      )}
    >
      <BrandLogo className="size-7" />
      <span>{productName}</span>
    </a>
  );
}

// No display here: the account link is a grid, the others flex (clsx cannot settle a clash).
const navButton =
  'h-9 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * "Sign in", or "Dashboard" for a signed-in visitor. Both labels take the same cell, the unused
 * one invisible (and so out of the accessible name), so the link is as wide either way and the
 * header does not move when the answer arrives after hydration.
 */
function AccountLink({ signedIn }: { signedIn: boolean }) {
  const { signIn, dashboard } = SITE_NAV;
  const label = 'col-start-1 row-start-1';
  return (
    <a
      href={signedIn ? dashboard.href : signIn.href}
      className={cn(navButton, 'inline-grid place-items-center hover:bg-muted')}
    >
      <span className={cn(label, signedIn && 'invisible')}>{signIn.label}</span>
      <span className={cn(label, !signedIn && 'invisible')}>{dashboard.label}</span>
    </a>
  );
}

export function SiteHeader() {
  const signedIn = usePublicSignedIn() === true;
  const { startCreating } = SITE_NAV;
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteBrand />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {SITE_NAV.links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={cn(navButton, 'inline-flex text-foreground hover:bg-muted max-md:hidden')}
            >
              {link.label}
            </a>
          ))}
          <AccountLink signedIn={signedIn} />
          <a
            href={signedIn ? startCreating.signedInHref : startCreating.href}
            className={cn(
              navButton,
              'inline-flex bg-ink text-ink-foreground hover:bg-ink-hover max-sm:hidden',
            )}
          >
            {startCreating.label}
          </a>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { productName } = useSite();
  return (
    <footer className="border-t border-border/70 bg-surface">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-[1.4fr_repeat(3,1fr)] sm:px-6">
        <div className="space-y-3">
          <SiteBrand />
          <p className="max-w-xs text-muted-foreground">
            {fillProductName(SITE_FOOTER.tagline, productName)}
          </p>
        </div>
        {SITE_FOOTER.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-semibold text-foreground">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* The server's year and the visitor's can differ on New Year's Eve: not worth a warning. */}
      <p
        suppressHydrationWarning
        className="mx-auto w-full max-w-6xl px-4 pb-8 text-xs text-muted-foreground sm:px-6"
      >
        © {new Date().getFullYear()} {productName}
      </p>
    </footer>
  );
}

/**
 * A public page's frame: skip link, sticky header, the page, footer. Pages with a header of
 * their own (the portfolio landing) pass `header`.
 */
export function SiteLayout({ children, header }: { children: ReactNode; header?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      {header ?? <SiteHeader />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
