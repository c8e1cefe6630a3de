import { useEffect, type RefObject } from 'react';
import type { ToasterProps } from 'sonner';

/*
 * Where toasts appear, for the app and the public pages alike. At the top they covered the page
 * title and the header's buttons (on a phone, all of the header), so they sit at the bottom:
 * the right-hand corner on wide screens, full width on phones. A fixed bar at the bottom of a
 * page (the video studio's prompt panel, the pricing page's call to action) lifts them above
 * itself through a CSS variable, so a toast covers neither it nor its buttons.
 */

const CLEARANCE = '--toast-clearance';

export const TOASTER_PLACEMENT = {
  position: 'bottom-right',
  offset: { bottom: `calc(var(${CLEARANCE}, 0px) + 24px)`, right: '24px' },
  mobileOffset: { bottom: `calc(var(${CLEARANCE}, 0px) + 16px)`, left: '16px', right: '16px' },
} as const satisfies Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'>;

/**
 * Keeps toasts clear of `element`, a bar fixed to the bottom of the viewport, while `active`:
 * its height (followed as it changes) becomes the toasts' clearance.
 */
export function useToastClearance(element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const bar = element.current;
    if (!bar || !active) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(CLEARANCE, `${bar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(CLEARANCE);
    };
  }, [element, active]);
}
