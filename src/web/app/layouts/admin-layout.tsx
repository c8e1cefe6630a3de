import {
  ChartColumn,
  Clapperboard,
  Inbox,
  Mail,
  Megaphone,
  ShieldAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';

/** The spec's words for a signed-in visitor without the admin role. */
const ACCESS_DENIED_TITLE = 'Access Denied';
const ACCESS_DENIED_MESSAGE = "You don't have admin permissions";
/** Long enough to read the panel; then the visitor is taken to /. */
const ACCESS_DENIED_REDIRECT_MS = 2_000;

interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
}

const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin/submissions', label: 'Submissions', icon: Inbox },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/mail', label: 'Mail outbox', icon: Mail },
  { to: '/admin/marketing', label: 'Marketing sign-ups', icon: Megaphone },
  { to: '/admin/reports', label: 'Reports', icon: ChartColumn },
  { to: '/admin/orders', label: 'Orders', icon: Clapperboard },
];

/**
 * Shown instead of an admin page to someone signed in without the role: the toast and panel
 * say so, then the visitor goes to /. The server refuses every admin route to them anyway;
 * this only spares them a page of errors.
 */
function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps React's development double effect (and a quick revisit) to one toast.
    toast.error(ACCESS_DENIED_TITLE, {
      id: 'admin-access-denied',
      description: ACCESS_DENIED_MESSAGE,
    });
    const timer = setTimeout(() => {
      void navigate('/', { replace: true });
    }, ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto grid max-w-md place-items-center py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">{ACCESS_DENIED_TITLE}</h1>
      <p className="mt-2 text-muted-foreground">{ACCESS_DENIED_MESSAGE}</p>
      <p className="mt-6 text-sm text-muted-foreground">Taking you to the home page…</p>
    </div>
  );
}

/**
 * /admin/*: inside the app shell (RequireSession has already sent signed-out visitors to
 * /auth), a heading and the admin sections as tabs, then the section's page.
 */
export function AdminLayout() {
  const session = useSession();
  if (!session.data?.roles.includes('admin')) return <AccessDenied />;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink">Admin</h1>
        <p className="text-muted-foreground">
          Submissions, accounts, the mail the app sent and the public pages&apos; sign-ups.
        </p>
      </div>
      <nav aria-label="Admin" className="-mx-1 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1 px-1">
          {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    isActive
                      ? 'border-brand text-brand'
                      : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
