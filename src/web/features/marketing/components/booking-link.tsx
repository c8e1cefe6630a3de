import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSite } from '../../../lib/site';

/** Web links open the scheduler in a new tab; a mailto: fallback just opens the mail app. */
function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The external scheduling link (BOOKING_URL, configured on the server). It leaves the site, so
 * it opens in a new tab without giving the scheduler a handle on this page.
 */
export function BookingLink({
  children,
  variant = 'default',
  className,
}: {
  children: ReactNode;
  variant?: 'default' | 'secondary' | 'outline';
  className?: string;
}) {
  const { bookingUrl } = useSite();
  const external = isWebLink(bookingUrl);
  return (
    <a
      href={bookingUrl}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(buttonVariants({ variant, size: 'lg' }), className)}
    >
      <CalendarCheck aria-hidden="true" />
      {children}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
