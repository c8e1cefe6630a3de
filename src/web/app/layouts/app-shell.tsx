import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../../components/app-shell/app-header';
import { SidebarContent } from '../../components/app-shell/sidebar';
import { useProductName } from '../../lib/product';
import { useRouteHasOwnHeader, useRouteTitle } from '../route-handle';

/**
 * Every signed-in page: a fixed sidebar on large screens (a drawer below that), a sticky header
 * with the page title (unless the page draws its own, as the studio does), and the page.
 */
export function AppShell() {
  const productName = useProductName();
  const title = useRouteTitle() ?? productName;
  const ownHeader = useRouteHasOwnHeader();

  // The tab names the page too; the previous title comes back when the shell is left.
  useEffect(() => {
    const previous = document.title;
    document.title = title === productName ? productName : `${title} · ${productName}`;
    return () => {
      document.title = previous;
    };
  }, [title, productName]);

  return (
    <div className="min-h-dvh lg:pl-64">
      <a
        href="#main"
        className="sr-only rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-border bg-surface lg:block">
        <SidebarContent />
      </aside>
      <div className="flex min-h-dvh flex-col">
        {!ownHeader && <AppHeader title={title} />}
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
