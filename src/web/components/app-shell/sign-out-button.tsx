import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useSignOut } from '../../lib/session';
import { Button } from '../ui/button';

/** "Sign Out": ends the session on the server, then goes to / (an icon alone on phones). */
export function SignOutButton() {
  const { signOut, isSigningOut } = useSignOut();

  const handleSignOut = () => {
    signOut().catch((error: unknown) => toast.error(errorMessage(error, DEFAULT_ERROR_MESSAGE)));
  };

  return (
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
  );
}
