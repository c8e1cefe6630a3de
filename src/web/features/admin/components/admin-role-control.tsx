import type { AdminUser } from '@shared/admin';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSetAdminRole } from '../api/set-admin-role';

/**
 * Grant or remove the admin role. An admin's own role cannot be removed here (the server
 * refuses it too): the button is replaced by a note saying so.
 */
export function AdminRoleControl({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setRole = useSetAdminRole();
  const isAdmin = user.roles.includes('admin');

  async function change(admin: boolean) {
    try {
      await setRole.mutateAsync({ userId: user.id, admin });
      toast.success(admin ? 'Admin granted' : 'Admin removed', {
        description: admin
          ? `${user.email} is now an admin.`
          : `${user.email} is no longer an admin.`,
      });
    } catch (error) {
      toast.error(admin ? 'Could not grant admin' : 'Could not remove admin', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  if (!isAdmin) {
    return (
      <Button
        variant="outline"
        size="sm"
        loading={setRole.isPending}
        onClick={() => void change(true)}
      >
        <ShieldCheck aria-hidden="true" />
        Make admin
      </Button>
    );
  }
  if (isSelf) {
    return (
      <p className="text-sm text-muted-foreground">
        This is you: you cannot remove your own admin role. Ask another admin to do it.
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      loading={setRole.isPending}
      onClick={() => void change(false)}
    >
      <ShieldOff aria-hidden="true" />
      Remove admin
    </Button>
  );
}
