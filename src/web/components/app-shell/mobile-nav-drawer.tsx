import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { SidebarContent } from './sidebar';

/** Where the sidebar is always visible (Tailwind's `lg`) and the drawer is not needed. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The sidebar as a drawer on small screens, opened from the header's menu button. A Radix
 * dialog gives it the behaviour a drawer needs: focus moves in and stays there, Esc and the
 * overlay close it, focus returns to the menu button, and the page behind does not scroll.
 */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false);

  // Widening the window past the breakpoint shows the real sidebar: drop the drawer's focus
  // trap and scroll lock with it.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open navigation"
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={cn(
            'fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] lg:hidden',
            'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
          )}
        />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-surface shadow-lifted lg:hidden',
            'data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out',
          )}
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <SidebarContent onNavigate={() => setOpen(false)} />
          <DialogPrimitive.Close
            className={cn(
              'absolute top-3.5 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-muted hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close navigation</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
