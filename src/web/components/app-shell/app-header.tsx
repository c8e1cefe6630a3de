import { LogOut, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useSignOut } from '../../lib/session';
import { Button } from '../ui/button';
import { MobileNavDrawer } from './mobile-nav-drawer';

/** The signed-in header: menu (small screens), page title, "New Video" and sign-out. */
export function AppHeader({ title }: { title: string }) {
  const { signOut, isSigningOut } = useSignOut();

  const handleSignOut = () => {
    signOut().catch((error: unknown) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)));
  };

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
        <Button
          variant="ghost"
          size="sm"
          className="h-9 max-sm:w-9 max-sm:px-0"
          onClick={handleSignOut}
          loading={isSigningOut}
        >
          {!isSigningOut && <LogOut aria-hidden="true" />}
          <span className="max-sm:sr-only">Sign Out</span>
        </Button>
      </div>
    </header>
  );
}
