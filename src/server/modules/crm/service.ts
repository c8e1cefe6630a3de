import {
  ACTIVITY_PAGE_SIZE,
  CRM_MESSAGES,
  IN_PROGRESS_STATUSES,
  LEAD_PAGE_SIZE,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type CreateLeadInput,
  type Lead,
  type LeadListQuery,
  type LeadListResponse,
  type LeadStatus,
  type UpdateLeadInput,
} from '@shared/crm';
import { type Activity, type CreateActivityInput } from '@shared/crm-activities';
import type { AppTx, Database, Queryable } from '../../db/client.js';
import type { DomainEvents } from '../../platform/events/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http/index.js';
import { dedupeKeys } from './dedupe.js';
import type { LeadStatusChange } from './hooks.js';
import { toActivity, toLead } from './present.js';
import {
  countByStatus,
  countLeads,
  deleteLead,
  findActivity,
  findLead,
  insertActivity,
  insertLead,
  listActivities,
  listLeads,
  updateLead,
  type LeadRow,
  type NewLeadRow,
} from './repo.js';

export interface CrmServiceDeps {
  database: Database;
  /**
   * Where `lead.status_changed` is published: in the change's transaction (what its
   * in-transaction subscribers write commits with the change, or not at all), then after the
   * commit for the after-commit ones (a failing one is reported; the change stands).
   */
  events: DomainEvents;
}

/**
 * The lead CRM's rules. Every lead is its owner's alone (decision 038): a lead of someone else
 * is "Lead not found", for admins too. A status changes in one place, `changeLeadStatus`,
 * which writes the timeline entry and publishes `lead.status_changed` (decision 052).
 */
export class CrmService {
  constructor(private readonly deps: CrmServiceDeps) {}

  get #db() {
    return this.deps.database.db;
  }

  async list(userId: string, query: LeadListQuery): Promise<LeadListResponse> {
    const page = query.page ?? 1;
    const filter = { search: query.search, status: query.status };
    const [rows, total, byStatus] = await Promise.all([
      listLeads(this.#db, userId, filter, {
        limit: LEAD_PAGE_SIZE,
        offset: (page - 1) * LEAD_PAGE_SIZE,
      }),
      countLeads(this.#db, userId, filter),
      countByStatus(this.#db, userId),
    ]);
    const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as Record<
      LeadStatus,
      number
    >;
    return {
      leads: rows.map(toLead),
      total,
      page,
      pageSize: LEAD_PAGE_SIZE,
      stats: {
        total: Object.values(counts).reduce((sum, n) => sum + n, 0),
        new: counts.new,
        inProgress: IN_PROGRESS_STATUSES.reduce((sum, status) => sum + counts[status], 0),
        converted: counts.converted,
        byStatus: counts,
      },
    };
  }

  /** The user's lead, or 404 "Lead not found" (someone else's, unknown or malformed id). */
  async ownLead(q: Queryable, userId: string, id: string, forUpdate = false): Promise<LeadRow> {
    const row = isUuid(id) ? await findLead(q, userId, id, { forUpdate }) : undefined;
    if (!row) throw notFound(CRM_MESSAGES.notFound);
    return row;
  }

  async get(userId: string, id: string): Promise<Lead> {
    return toLead(await this.ownLead(this.#db, userId, id));
  }

  async create(userId: string, input: CreateLeadInput): Promise<Lead> {
    const row = await insertLead(this.#db, { ...input, ...dedupeKeys(input), userId });
    return toLead(row);
  }

  /** Edits fields; a new status goes through changeLeadStatus in the same transaction. */
  async update(userId: string, id: string, input: UpdateLeadInput): Promise<Lead> {
    const { leadStatus, ...fields } = input;
    let change: LeadStatusChange | undefined;
    const row = await this.#db.transaction(async (tx) => {
      const current = await this.ownLead(tx, userId, id, true);
      const edited = Object.keys(fields).length
        ? await updateLead(tx, userId, id, keysFor(current, fields))
        : current;
      if (!edited) throw notFound(CRM_MESSAGES.notFound);
      if (!leadStatus || leadStatus === edited.leadStatus) return edited;
      const result = await this.#recordStatusChange(tx, edited, leadStatus, null);
      change = result.change;
      return result.lead;
    });
    return this.#afterChange(change, row);
  }

  /**
   * The one way a lead's status changes (Go High Level's follow-ups subscribe to it):
   * records a status_change activity and publishes the change, in and after the transaction.
   * Changing to the status it has changes nothing and publishes nothing.
   */
  async changeLeadStatus(
    userId: string,
    id: string,
    to: LeadStatus,
    reason: string | null = null,
  ): Promise<Lead> {
    let change: LeadStatusChange | undefined;
    const row = await this.#db.transaction(async (tx) => {
      const current = await this.ownLead(tx, userId, id, true);
      if (current.leadStatus === to) return current;
      const result = await this.#recordStatusChange(tx, current, to, reason);
      change = result.change;
      return result.lead;
    });
    return this.#afterChange(change, row);
  }

  /**
   * Runs a committed change's after-commit subscribers, then answers the lead as they left it
   * (Go High Level's follow-up stores its contact and opportunity on it); no change: the row
   * as it is.
   */
  async #afterChange(change: LeadStatusChange | undefined, row: LeadRow): Promise<Lead> {
    if (!change) return toLead(row);
    await this.deps.events.afterCommit('lead.status_changed', statusChangedEvent(change));
    const fresh = await findLead(this.#db, row.userId, row.id);
    return toLead(fresh ?? row);
  }

  /**
   * Runs the after-commit subscribers of a committed status change (the callers that own a
   * transaction: email, GHL messages) and answers the lead as they left it.
   */
  async afterStatusChangeOf(change: LeadStatusChange | undefined, row: LeadRow): Promise<Lead> {
    return this.#afterChange(change, row);
  }

  /** Inside the caller's transaction, the lead row locked: the update and its timeline entry. */
  async changeStatusIn(
    tx: AppTx,
    lead: LeadRow,
    to: LeadStatus,
    reason: string | null,
  ): Promise<{ lead: LeadRow; change: LeadStatusChange | undefined }> {
    if (lead.leadStatus === to) return { lead, change: undefined };
    return this.#recordStatusChange(tx, lead, to, reason);
  }

  async #recordStatusChange(tx: AppTx, lead: LeadRow, to: LeadStatus, reason: string | null) {
    const from = lead.leadStatus;
    const updated = await updateLead(tx, lead.userId, lead.id, { leadStatus: to });
    if (!updated) throw notFound(CRM_MESSAGES.notFound);
    const activity = await insertActivity(tx, {
      leadId: lead.id,
      userId: lead.userId,
      activityType: 'status_change',
      subject: `Status changed from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}`,
      message: reason,
      details: { from, to },
    });
    const change: LeadStatusChange = {
      userId: lead.userId,
      lead: toLead(updated),
      from,
      to,
      activity: toActivity(activity),
    };
    await this.deps.events.publish(tx, 'lead.status_changed', statusChangedEvent(change));
    return { lead: updated, change };
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = isUuid(id) && (await deleteLead(this.#db, userId, id));
    if (!deleted) throw notFound(CRM_MESSAGES.notFound);
  }

  async activities(
    userId: string,
    leadId: string,
    beforeId?: string,
  ): Promise<{ activities: Activity[]; hasMore: boolean }> {
    const lead = await this.ownLead(this.#db, userId, leadId);
    if (beforeId !== undefined) {
      const before = isUuid(beforeId) ? await findActivity(this.#db, lead.id, beforeId) : undefined;
      if (!before) throw badRequest('That activity is not on this lead’s timeline');
    }
    const rows = await listActivities(this.#db, lead.id, ACTIVITY_PAGE_SIZE + 1, beforeId);
    return {
      activities: rows.slice(0, ACTIVITY_PAGE_SIZE).map(toActivity),
      hasMore: rows.length > ACTIVITY_PAGE_SIZE,
    };
  }

  async logActivity(userId: string, leadId: string, input: CreateActivityInput): Promise<Activity> {
    const lead = await this.ownLead(this.#db, userId, leadId);
    const row = await insertActivity(this.#db, {
      leadId: lead.id,
      userId,
      activityType: input.activityType,
      subject: input.subject,
      message: input.message ?? null,
      outcome: input.outcome ?? null,
    });
    return toActivity(row);
  }
}

/** The dedupe keys follow the maps link, phone and website: recomputed when one is edited. */
function keysFor(current: Partial<NewLeadRow>, changes: Partial<NewLeadRow>): Partial<NewLeadRow> {
  const touched = ['googleMapsUrl', 'phone', 'website'].some((field) => field in changes);
  return touched ? { ...changes, ...dedupeKeys({ ...current, ...changes }) } : changes;
}

/** The domain event of a status change: who, the lead after it, from and to. */
const statusChangedEvent = ({ userId, lead, from, to }: LeadStatusChange) => ({
  userId,
  lead,
  from,
  to,
});
