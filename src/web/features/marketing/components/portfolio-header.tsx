import { Upload } from 'lucide-react';
import { PORTFOLIO_NAV } from '../content/portfolio';
import { PortfolioLink } from './portfolio-link';
import { SiteBrand } from './site-layout';

const anchorClass =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The portfolio landing's own sticky header: in-page anchors instead of the site navigation.
 * On phones the anchors move to a second row so the upload action stays in reach.
 */
export function PortfolioHeader() {
  const anchors = PORTFOLIO_NAV.links.map((link) => (
    <a key={link.href} href={link.href} className={anchorClass}>
      {link.label}
    </a>
  ));

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteBrand />
        <nav aria-label={PORTFOLIO_NAV.label} className="flex items-center gap-1 max-md:hidden">
          {anchors}
        </nav>
        <PortfolioLink
          href={PORTFOLIO_NAV.upload.href}
          variant="ink"
          className="max-sm:px-3 max-sm:[&_svg]:hidden"
        >
          <Upload aria-hidden="true" />
          {PORTFOLIO_NAV.upload.label}
        </PortfolioLink>
      </div>
      <nav
        aria-label={`${PORTFOLIO_NAV.label} (compact)`}
        className="flex h-11 items-center justify-center gap-1 border-t border-border/60 md:hidden"
      >
        {anchors}
      </nav>
    </header>
  );
}
