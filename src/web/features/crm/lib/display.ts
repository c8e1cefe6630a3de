import { LEAD_STATUS_LABELS, type LeadStatus } from '@shared/crm';
import { type ActivityType } from '@shared/crm-activities';

export const statusLabel = (status: LeadStatus) => LEAD_STATUS_LABELS[status];

/** Badge colours per status: new stands out, won is green, lost is muted. */
export const STATUS_BADGE: Record<
  LeadStatus,
  'default' | 'secondary' | 'outline' | 'success' | 'warning'
> = {
  new: 'default',
  contacted: 'warning',
  responded: 'warning',
  qualified: 'warning',
  converted: 'success',
  lost: 'secondary',
};

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  call: 'Call',
  email: 'Email',
  note: 'Note',
  meeting: 'Meeting',
  status_change: 'Status',
  import: 'Import',
  gohighlevel: 'Go High Level',
};

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
