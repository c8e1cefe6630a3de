import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { SignOutButton } from './sign-out-button';

/** The signed-in header: menu (small screens), page title, "New Video" and sign-out. */
export function AppHeader({ title }: { title: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-10">
        <MobileNavDrawer />
        <p className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight sm:text-lg">
          {title}
        </p>
        <Button size="sm" className="h-9" asChild>
          <Link to="/videos">
            <Plus aria-hidden="true" />
            New Video
          </Link>
        </Button>
        <SignOutButton />
      </div>
    </header>
  );
}
