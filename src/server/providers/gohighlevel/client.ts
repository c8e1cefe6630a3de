import { GoHighLevelFailure, ghlHttpFailure } from './failure.js';
import { enc, namedItems, parseJson, record, unreadable, type GhlNamedItem } from './json.js';

export type { GhlNamedItem };

/**
 * Go High Level API v2 (shared/docs/vendors.md section 7) with a location's private integration
 * token: the calls this app makes and nothing else. Every request carries `Authorization:
 * Bearer <token>` and the `Version` its endpoint family requires; failures come back as
 * GoHighLevelFailure, worded, with GHL's own reason and its rate-limit wait.
 */

/** The required `Version` header per endpoint family (GHL refuses a call without it). */
export const GHL_API_VERSIONS = {
  locations: '2021-07-28',
  contacts: '2021-07-28',
  calendars: '2021-04-15',
  opportunities: '2021-07-28',
  conversations: '2021-04-15',
  socialPlanner: '2021-07-28',
} as const;
type Family = keyof typeof GHL_API_VERSIONS;

export interface GhlLocation {
  id: string;
  name: string;
}

export interface GhlSocialAccount {
  id: string;
  name: string;
  /** google, facebook, instagram, linkedin, twitter or tiktok. */
  platform: string;
  isExpired: boolean;
}

export interface GhlSocialPost {
  accountIds: string[];
  /** The GHL user the post is created as (required by GHL). */
  userId: string;
  summary: string;
  media: { url: string; type: 'video/mp4' }[];
}

/** POST /contacts/upsert's body: the lead's details GHL keeps on a contact. */
export interface GhlContactInput {
  locationId: string;
  name?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  website?: string;
  address1?: string;
  source?: string;
  tags?: string[];
}

export type GhlOpportunityStatusValue = 'open' | 'won' | 'lost' | 'abandoned';

/** POST /opportunities/'s body: pipelineId, locationId, name, status and contactId required. */
export interface GhlOpportunityInput {
  pipelineId: string;
  locationId: string;
  name: string;
  status: GhlOpportunityStatusValue;
  contactId: string;
  monetaryValue?: number;
  source?: string;
}

/** POST /conversations/messages' body (type and contactId required). */
export interface GhlMessageInput {
  type: 'Email' | 'SMS';
  contactId: string;
  message: string;
  subject?: string;
}

export interface GoHighLevelClientOptions {
  /** https://services.leadconnectorhq.com (a local fake in tests). */
  baseUrl: string;
  token: string;
  /** One call's bound (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export class GoHighLevelClient {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: GoHighLevelClientOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  /** GET /locations/{id}: the location's name (also proves the token reaches it). */
  async location(locationId: string, signal?: AbortSignal): Promise<GhlLocation> {
    const body = await this.#call('locations', 'GET', `/locations/${enc(locationId)}`, {
      signal,
    });
    const location = record(record(body).location);
    if (typeof location.id !== 'string' || typeof location.name !== 'string') {
      throw unreadable();
    }
    return { id: location.id, name: location.name };
  }

  /** GET /calendars/?locationId=: the location's calendars. */
  async calendars(locationId: string, signal?: AbortSignal): Promise<GhlNamedItem[]> {
    const body = await this.#call('calendars', 'GET', '/calendars/', {
      query: { locationId },
      signal,
    });
    return namedItems(record(body).calendars);
  }

  /** GET /opportunities/pipelines?locationId=: the location's pipelines. */
  async pipelines(locationId: string, signal?: AbortSignal): Promise<GhlNamedItem[]> {
    const body = await this.#call('opportunities', 'GET', '/opportunities/pipelines', {
      query: { locationId },
      signal,
    });
    return namedItems(record(body).pipelines);
  }

  /** GET /social-media-posting/{locationId}/accounts: the social accounts connected in GHL. */
  async socialAccounts(locationId: string, signal?: AbortSignal): Promise<GhlSocialAccount[]> {
    const path = `/social-media-posting/${enc(locationId)}/accounts`;
    const body = await this.#call('socialPlanner', 'GET', path, { signal });
    const accounts = record(record(body).results).accounts;
    if (!Array.isArray(accounts)) throw unreadable();
    return accounts.flatMap((item) => {
      const { id, name, platform, isExpired } = record(item);
      if (typeof id !== 'string' || typeof platform !== 'string') return [];
      return [
        { id, name: typeof name === 'string' ? name : id, platform, isExpired: isExpired === true },
      ];
    });
  }

  /** POST /social-media-posting/{locationId}/posts: publishes at once (`status: published`). */
  async createSocialPost(
    locationId: string,
    post: GhlSocialPost,
    signal?: AbortSignal,
  ): Promise<{ postId: string | null }> {
    const path = `/social-media-posting/${enc(locationId)}/posts`;
    const body = await this.#call('socialPlanner', 'POST', path, {
      json: { ...post, type: 'post', status: 'published' },
      signal,
    });
    const created = record(record(record(body).results).post);
    return { postId: typeof created._id === 'string' ? created._id : null };
  }

  /**
   * POST /contacts/upsert: the location's contact for the lead (GHL matches an existing one by
   * email or phone, per the location's "Allow Duplicate Contact" setting). Opportunities and
   * messages need its id.
   */
  async upsertContact(
    contact: GhlContactInput,
    signal?: AbortSignal,
  ): Promise<{ id: string; isNew: boolean }> {
    const body = await this.#call('contacts', 'POST', '/contacts/upsert', {
      json: contact,
      signal,
    });
    const { id } = record(record(body).contact);
    if (typeof id !== 'string' || !id) throw unreadable();
    return { id, isNew: record(body).new === true };
  }

  /** POST /opportunities/: an opportunity for a contact in a pipeline. */
  async createOpportunity(
    opportunity: GhlOpportunityInput,
    signal?: AbortSignal,
  ): Promise<{ id: string }> {
    const body = await this.#call('opportunities', 'POST', '/opportunities/', {
      json: opportunity,
      signal,
    });
    const { id } = record(record(body).opportunity);
    if (typeof id !== 'string' || !id) throw unreadable();
    return { id };
  }

  /** PUT /opportunities/{id}/status: open, won, lost or abandoned. */
  async setOpportunityStatus(
    opportunityId: string,
    status: GhlOpportunityStatusValue,
    signal?: AbortSignal,
  ): Promise<void> {
    const path = `/opportunities/${enc(opportunityId)}/status`;
    await this.#call('opportunities', 'PUT', path, { json: { status }, signal });
  }

  /** POST /conversations/messages: a message to a contact (its conversation is GHL's). */
  async sendMessage(
    message: GhlMessageInput,
    signal?: AbortSignal,
  ): Promise<{ conversationId: string | null; messageId: string | null }> {
    const body = record(
      await this.#call('conversations', 'POST', '/conversations/messages', {
        json: message,
        signal,
      }),
    );
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { conversationId: text(body.conversationId), messageId: text(body.messageId) };
  }

  /**
   * GET /calendars/{id}/free-slots: the calendar's free slots between two instants, in a time
   * zone. GHL answers one key per day (`{"2026-12-01": {"slots": ["…T10:00:00+01:00"]}}`,
   * documented as `_dates_`); the slots come back in order, as GHL wrote them.
   */
  async freeSlots(
    calendarId: string,
    range: { startMs: number; endMs: number; timezone: string },
    signal?: AbortSignal,
  ): Promise<string[]> {
    const body = await this.#call('calendars', 'GET', `/calendars/${enc(calendarId)}/free-slots`, {
      query: {
        startDate: String(range.startMs),
        endDate: String(range.endMs),
        timezone: range.timezone,
      },
      signal,
    });
    if (typeof body !== 'object' || body === null) throw unreadable();
    const days = Object.entries(body as Record<string, unknown>)
      .filter(([key]) => key !== 'traceId')
      .sort(([a], [b]) => a.localeCompare(b));
    return days.flatMap(([, day]) => {
      const slots = record(day).slots;
      return Array.isArray(slots) ? slots.filter((s): s is string => typeof s === 'string') : [];
    });
  }

  async #call(
    family: Family,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    request: { query?: Record<string, string>; json?: unknown; signal?: AbortSignal | undefined },
  ): Promise<unknown> {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.options.token}`,
      version: GHL_API_VERSIONS[family],
    };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, {
        method,
        headers,
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      // A job's own abort (shutdown, its timeout) is the job's to handle, as it threw it.
      if (request.signal?.aborted) throw request.signal.reason;
      const message = timeout.aborted
        ? 'Go High Level did not answer in time. We will try again.'
        : 'We couldn’t reach Go High Level. We will try again.';
      // The cause is kept for logs: fetch's errors name the URL, never the headers.
      throw new GoHighLevelFailure('unreachable', message, { cause: error });
    }
    const body = parseJson(text);
    if (!response.ok) throw ghlHttpFailure(response.status, body, response.headers);
    return body;
  }
}
