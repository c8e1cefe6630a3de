import { randomUUID } from 'node:crypto';
import { isRecord } from './fake-http.js';

/**
 * The lead follow-up calls of the Go High Level fake (shared/docs/vendors.md section 7 and its
 * corrections): contacts upsert, opportunities (create, status), conversation messages and a
 * calendar's free slots. Each checks the body as GHL documents it; a breach is a violation.
 */

export type GhlCrmStep = 'contact' | 'opportunity' | 'opportunityStatus' | 'message' | 'freeSlots';

export interface FakeContact {
  id: string;
  name?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  website?: string;
}

export interface FakeOpportunity {
  id: string;
  pipelineId: string;
  contactId: string;
  name: string;
  status: string;
  monetaryValue?: number;
}

export interface FakeMessage {
  id: string;
  conversationId: string;
  type: string;
  contactId: string;
  message: string;
  subject?: string;
}

/** What a location holds for these calls (part of FakeLocation). */
export interface FakeCrmData {
  calendars: { id: string; name: string }[];
  pipelines: { id: string; name: string }[];
  contacts: FakeContact[];
  opportunities: FakeOpportunity[];
  messages: FakeMessage[];
  /** Free slots per calendar id, by day ("2026-12-01" → ISO times); default: none. */
  freeSlots: Record<string, Record<string, string[]>>;
}

const ghlId = () => randomUUID().replaceAll('-', '').slice(0, 20);

export function routeCrm(method: string, path: string): [GhlCrmStep, string | null] | undefined {
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/contacts/upsert') return ['contact', null];
  if (method === 'POST' && path === '/opportunities/') return ['opportunity', null];
  if (method === 'PUT' && (match = /^\/opportunities\/([^/]+)\/status$/.exec(path))) {
    return ['opportunityStatus', decodeURIComponent(match[1]!)];
  }
  if (method === 'POST' && path === '/conversations/messages') return ['message', null];
  if (method === 'GET' && (match = /^\/calendars\/([^/]+)\/free-slots$/.exec(path))) {
    return ['freeSlots', decodeURIComponent(match[1]!)];
  }
  return undefined;
}

/** Which location a call is about: in its body, or the one holding the id it names. */
export function locationOfCrmCall<L extends FakeCrmData & { id: string }>(
  step: GhlCrmStep,
  key: string | null,
  json: unknown,
  locations: Iterable<L>,
): string | null {
  const body = isRecord(json) ? json : {};
  const all = [...locations];
  switch (step) {
    case 'contact':
    case 'opportunity':
      return typeof body.locationId === 'string' ? body.locationId : null;
    case 'opportunityStatus':
      return all.find((l) => l.opportunities.some((o) => o.id === key))?.id ?? null;
    case 'message':
      return all.find((l) => l.contacts.some((c) => c.id === body.contactId))?.id ?? null;
    case 'freeSlots':
      return all.find((l) => l.calendars.some((c) => c.id === key))?.id ?? null;
  }
}

export type CrmAnswer = { status: number; body: unknown } | { problems: string[] };

const OPPORTUNITY_STATUSES = ['open', 'won', 'lost', 'abandoned'];
const MESSAGE_TYPES = ['SMS', 'Email', 'WhatsApp', 'IG', 'FB', 'Live_Chat', 'RCS', 'Custom'];

export function answerCrm(
  step: GhlCrmStep,
  key: string | null,
  json: unknown,
  query: URLSearchParams,
  location: FakeCrmData,
): CrmAnswer {
  const body = isRecord(json) ? json : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  switch (step) {
    case 'contact': {
      const email = text(body.email)?.toLowerCase();
      const phone = text(body.phone);
      if (!email && !phone && !text(body.name) && !text(body.companyName)) {
        return { problems: ['contact: a name, email or phone is required'] };
      }
      // Matched on email, then phone ("Allow Duplicate Contact" off).
      const found = location.contacts.find(
        (c) => (email && c.email === email) || (phone && c.phone === phone),
      );
      const fields = {
        name: text(body.name),
        companyName: text(body.companyName),
        email,
        phone,
        website: text(body.website),
      };
      const contact = found ?? { id: ghlId() };
      Object.assign(contact, Object.fromEntries(Object.entries(fields).filter(([, v]) => v)));
      if (!found) location.contacts.push(contact);
      return { status: found ? 200 : 201, body: { new: !found, contact, traceId: ghlId() } };
    }
    case 'opportunity': {
      const problems: string[] = [];
      if (!location.pipelines.some((p) => p.id === body.pipelineId)) {
        problems.push('opportunity: pipelineId must be a pipeline of the location');
      }
      if (!text(body.name)) problems.push('opportunity: name is required');
      if (!OPPORTUNITY_STATUSES.includes(String(body.status))) {
        problems.push('opportunity: status must be open, won, lost or abandoned');
      }
      if (!location.contacts.some((c) => c.id === body.contactId)) {
        problems.push('opportunity: contactId must be a contact of the location');
      }
      if (body.monetaryValue !== undefined && typeof body.monetaryValue !== 'number') {
        problems.push('opportunity: monetaryValue must be a number');
      }
      if (problems.length) return { problems };
      const opportunity: FakeOpportunity = {
        id: ghlId(),
        pipelineId: String(body.pipelineId),
        contactId: String(body.contactId),
        name: String(body.name),
        status: String(body.status),
        ...(typeof body.monetaryValue === 'number' && { monetaryValue: body.monetaryValue }),
      };
      location.opportunities.push(opportunity);
      return { status: 201, body: { opportunity } };
    }
    case 'opportunityStatus': {
      const opportunity = location.opportunities.find((o) => o.id === key)!;
      if (!OPPORTUNITY_STATUSES.includes(String(body.status))) {
        return { problems: ['opportunityStatus: status must be open, won, lost or abandoned'] };
      }
      opportunity.status = String(body.status);
      return { status: 200, body: { succeded: true } };
    }
    case 'message': {
      const contact = location.contacts.find((c) => c.id === body.contactId)!;
      const problems: string[] = [];
      if (!MESSAGE_TYPES.includes(String(body.type))) problems.push('message: unknown type');
      if (!text(body.message)) problems.push('message: message is required');
      if (body.type === 'Email' && !contact.email)
        problems.push('message: the contact has no email');
      if (body.type === 'SMS' && !contact.phone) problems.push('message: the contact has no phone');
      if (problems.length) return { problems };
      const message: FakeMessage = {
        id: ghlId(),
        conversationId: ghlId(),
        type: String(body.type),
        contactId: contact.id,
        message: String(body.message),
        ...(text(body.subject) && { subject: text(body.subject) }),
      };
      location.messages.push(message);
      return {
        status: 200,
        body: { conversationId: message.conversationId, messageId: message.id, msg: 'Sent' },
      };
    }
    case 'freeSlots': {
      const start = Number(query.get('startDate'));
      const end = Number(query.get('endDate'));
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) {
        return { problems: ['freeSlots: startDate and endDate must be times in ms, in order'] };
      }
      if (end - start > 31 * 24 * 3600 * 1000) {
        return { problems: ['freeSlots: the range may be at most 31 days'] };
      }
      const days = location.freeSlots[key!] ?? {};
      const within = Object.entries(days).flatMap(([day, slots]) => {
        const kept = slots.filter((slot) => {
          const at = Date.parse(slot);
          return at >= start && at <= end;
        });
        return kept.length ? [[day, { slots: kept }] as const] : [];
      });
      return { status: 200, body: { ...Object.fromEntries(within), traceId: ghlId() } };
    }
  }
}
