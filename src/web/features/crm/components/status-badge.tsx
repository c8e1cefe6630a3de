import type { LeadStatus } from '@shared/crm';
import { Badge } from '../../../components/ui/badge';
import { STATUS_BADGE, statusLabel } from '../lib/display';

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-testid="lead-status">
      {statusLabel(status)}
    </Badge>
  );
}
