import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteLoading } from './route-loading';

/**
 * A public page reached by a link inside the app (the logo, sign-out): those pages are rendered
 * by the server with their own small bundle, so the browser loads the URL it is now on.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <RouteLoading />;
}
