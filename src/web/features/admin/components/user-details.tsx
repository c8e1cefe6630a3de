import type { AdminUser } from '@shared/admin';
import { Coins, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCredits } from '../../../lib/credit-packages';
import { formatDate } from '../lib/display';
import { AdjustCreditsForm } from './adjust-credits-form';
import { AdminRoleControl } from './admin-role-control';
import { UserLedger } from './user-ledger';

/** One account: balance, roles, the credit adjustment form and the ledger. */
export function UserDetails({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  return (
    <Card aria-label={`Account ${user.email}`} role="region" className="gap-5">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2 break-all">
            {user.email}
            {user.roles.includes('admin') && <Badge>Admin</Badge>}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {user.name || 'No name'} · joined {formatDate(user.createdAt)}
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close account" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-muted/60 p-4">
          <div className="flex items-center gap-3">
            <Coins className="size-5 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                Balance
              </p>
              <p className="text-2xl font-semibold tabular-nums" data-testid="admin-user-balance">
                {formatCredits(user.balance)}
              </p>
            </div>
          </div>
          <AdminRoleControl user={user} isSelf={isSelf} />
        </div>
        <section className="grid gap-3">
          <h3 className="text-sm font-semibold">Adjust credits</h3>
          <AdjustCreditsForm email={user.email} />
        </section>
        <section className="grid gap-3">
          <h3 className="text-sm font-semibold">Credit history</h3>
          <UserLedger email={user.email} />
        </section>
      </CardContent>
    </Card>
  );
}
