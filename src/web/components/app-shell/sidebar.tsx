import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { ordersQueryOptions } from '../../lib/orders';
import { useSession } from '../../lib/session';
import { BrandMark } from '../brand-mark';
import { CreditPanel } from './credit-panel';
import { ADMIN_NAV_GROUP, NAV_GROUPS, ORDERS_NAV_GROUP, type NavItem } from './nav-items';

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          isActive
            ? 'bg-brand-soft text-brand'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

/**
 * What the sidebar holds: the studio's brand, the navigation (NavLink marks the current page
 * with aria-current; the Admin group for admins only) and the credit panel. Rendered in the desktop sidebar and in the mobile
 * drawer; `onNavigate` lets the drawer close when a link is followed.
 */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const orders = useQuery(ordersQueryOptions);
  const hasOrder = (orders.data?.orders.length ?? 0) > 0;
  const groups = [
    ...(hasOrder ? [ORDERS_NAV_GROUP] : []),
    ...NAV_GROUPS,
    ...(session.data?.roles.includes('admin') ? [ADMIN_NAV_GROUP] : []),
  ];
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-border px-5">
        <BrandMark to="/dashboard" tagline="AI video studio" onClick={onNavigate} />
      </div>
      <nav aria-label="Studio" className="flex-1 overflow-y-auto px-3 py-5">
        {groups.map((group, index) => (
          <div key={group.label} className={cn(index > 0 && 'mt-6')}>
            <h2 className="px-3 pb-2 text-[0.6875rem] font-semibold tracking-wider text-muted-foreground/80 uppercase">
              {group.label}
            </h2>
            <ul className="grid gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="shrink-0 p-3">
        <CreditPanel onNavigate={onNavigate} />
      </div>
    </div>
  );
}
