import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { MobileNavDrawer } from '../../../components/app-shell/mobile-nav-drawer';
import { SignOutButton } from '../../../components/app-shell/sign-out-button';
import { Button } from '../../../components/ui/button';

/**
 * The image studio's own sticky header (spec): its title, "Go to Video Studio" and "Sign Out".
 * It stands in for the app shell's header (route handle `ownHeader`), so it carries the menu
 * button on small screens; the negative margins undo the shell's padding to span the page.
 */
export function ImagesHeader() {
  return (
    <div className="sticky top-0 z-30 -mx-4 -mt-8 border-b border-border/70 bg-background/90 px-4 backdrop-blur-md sm:-mx-6 sm:-mt-10 sm:px-6 lg:-mx-10 lg:px-10">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 sm:h-16">
        <MobileNavDrawer />
        <h1 className="min-w-0 flex-1 truncate font-display text-lg font-bold tracking-tight text-ink sm:text-2xl">
          Image Studio
        </h1>
        <Button variant="outline" size="sm" className="h-9" asChild>
          <Link to="/videos">
            <Clapperboard aria-hidden="true" />
            <span className="max-sm:sr-only">Go to Video Studio</span>
          </Link>
        </Button>
        <SignOutButton />
      </div>
    </div>
  );
}
