import type { AdminUser } from '@shared/admin';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, orderStatusSchema } from '@shared/orders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatCredits } from '../../../lib/credit-packages';
import { useSession } from '../../../lib/session';
import { useAdminUsers } from '../api/get-users';
import { QueryError } from '../components/query-error';
import { UserDetails } from '../components/user-details';
import { formatDate, formatDateTime } from '../lib/display';

function UserRow({
  user,
  selected,
  onSelect,
}: {
  user: AdminUser;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        data-testid="admin-user-row"
        className={cn(
          'grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-lg px-4 py-3 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          selected ? 'bg-brand-soft' : 'hover:bg-muted',
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium">{user.email}</span>
          {user.roles.includes('admin') && <Badge>Admin</Badge>}
        </span>
        <span className="text-right font-semibold tabular-nums">
          {formatCredits(user.balance)}
          <span className="ml-1 text-xs font-normal text-muted-foreground">credits</span>
        </span>
        <span className="truncate text-sm text-muted-foreground">
          {user.name || 'No name'} · joined {formatDate(user.createdAt)}
        </span>
      </button>
      <UserService user={user} />
    </li>
  );
}

/** The client's plan and orders (issue 28), each order linking to the operator's console. */
function UserService({ user }: { user: AdminUser }) {
  const orders = user.orders ?? [];
  if (!user.plan && orders.length === 0) return null;
  const label = (status: string) => {
    const known = orderStatusSchema.safeParse(status);
    return known.success ? ORDER_STATUS_LABELS[known.data] : status;
  };
  return (
    <div className="grid gap-1 px-4 pb-3 text-sm" data-testid="admin-user-service">
      {user.plan && (
        <span>
          Plan: {user.plan.name} · {user.plan.option} · {user.plan.status}
        </span>
      )}
      {orders.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {orders.slice(0, 5).map((order) => (
            <li key={order.id}>
              <Link
                className="text-brand underline-offset-4 hover:underline"
                to={`/admin/orders/${order.id}`}
              >
                Order #{order.number}
              </Link>{' '}
              {label(order.status)}
              {order.dueAt && ` · due ${formatDateTime(order.dueAt)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /admin/users: find accounts by email; pick one to see its balance and ledger, adjust its
 * credits with a reason, and grant or remove the admin role.
 */
export function UsersPage() {
  const me = useSession().data;
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const users = useAdminUsers(email);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;
  const selected = list.find((user) => user.id === selectedId);

  function search(event: FormEvent) {
    event.preventDefault();
    setEmail(draft.trim());
    setSelectedId(null);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="gap-4">
        <CardContent className="grid gap-4">
          <form role="search" onSubmit={search} className="flex gap-2">
            <Input
              type="search"
              aria-label="Search by email"
              placeholder="Search by email"
              maxLength={320}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          {users.isSuccess && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {total === 1 ? '1 account' : `${total.toLocaleString('en-US')} accounts`}
              {email ? ` matching “${email}”` : ''}
            </p>
          )}
          {users.isPending && (
            <div className="grid gap-2">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          )}
          {users.isError && (
            <QueryError message={users.error.message} onRetry={() => void users.refetch()} />
          )}
          {list.length > 0 && (
            <ul className="-mx-2 grid gap-1" aria-label="Accounts">
              {list.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  selected={user.id === selectedId}
                  onSelect={() => setSelectedId(user.id)}
                />
              ))}
            </ul>
          )}
          {users.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-center"
              onClick={() => void users.fetchNextPage()}
              loading={users.isFetchingNextPage}
            >
              Load more
            </Button>
          )}
        </CardContent>
      </Card>
      {selected ? (
        <UserDetails
          key={selected.id}
          user={selected}
          isSelf={selected.id === me?.id}
          onClose={() => setSelectedId(null)}
        />
      ) : (
        <div className="hidden rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground lg:block">
          Pick an account to see its balance and credit history, adjust its credits or change its
          admin role.
        </div>
      )}
    </div>
  );
}
