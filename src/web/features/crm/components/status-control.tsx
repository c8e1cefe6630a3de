import { CRM_MESSAGES, LEAD_STATUSES, type Lead, type LeadStatus } from '@shared/crm';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/error-messages';
import { useUpdateLead } from '../api/update-lead';
import { statusLabel } from '../lib/display';
import { Select } from './field';

/** Moves the lead along the pipeline at once; the server writes the change on the timeline. */
export function StatusControl({ lead }: { lead: Lead }) {
  const update = useUpdateLead(lead.id);
  return (
    <div className="grid gap-1.5">
      <label htmlFor="lead-status-select" className="text-sm font-medium">
        Status
      </label>
      <Select
        id="lead-status-select"
        data-testid="lead-status-select"
        value={lead.leadStatus}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { leadStatus: event.target.value as LeadStatus },
            {
              onSuccess: () => toast.success(CRM_MESSAGES.updated),
              onError: (error) => toast.error(errorMessage(error, CRM_MESSAGES.failedToUpdate)),
            },
          )
        }
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </Select>
    </div>
  );
}
