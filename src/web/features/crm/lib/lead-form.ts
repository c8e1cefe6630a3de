import {
  createLeadBodySchema,
  updateLeadBodySchema,
  type ClaimStatus,
  type CreateLeadInput,
  type Lead,
  type LeadPriority,
  type LeadStatus,
  type UpdateLeadInput,
} from '@shared/crm';
import { checked, type Checked } from '../../../lib/form-checks';

/**
 * The lead form (/crm/leads/new and /crm/leads/:id): every field of crm_leads as the inputs
 * hold it (text), checked with the server's own schema before sending (decision 028).
 */
export interface LeadFormState {
  businessName: string;
  googleMapsUrl: string;
  rating: string;
  reviewCount: string;
  address: string;
  website: string;
  phone: string;
  email: string;
  claimStatus: ClaimStatus | '';
  completionPercentage: string;
  instagramUrl: string;
  linkedinUrl: string;
  youtubeUrl: string;
  suggestedServices: string;
  aiMessage: string;
  leadStatus: LeadStatus;
  priority: LeadPriority;
  tags: string;
  notes: string;
}

export const EMPTY_LEAD_FORM: LeadFormState = {
  businessName: '',
  googleMapsUrl: '',
  rating: '',
  reviewCount: '',
  address: '',
  website: '',
  phone: '',
  email: '',
  claimStatus: '',
  completionPercentage: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  suggestedServices: '',
  aiMessage: '',
  leadStatus: 'new',
  priority: 'medium',
  tags: '',
  notes: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function leadFormState(lead: Lead): LeadFormState {
  return {
    businessName: lead.businessName,
    googleMapsUrl: text(lead.googleMapsUrl),
    rating: text(lead.rating),
    reviewCount: text(lead.reviewCount),
    address: text(lead.address),
    website: text(lead.website),
    phone: text(lead.phone),
    email: text(lead.email),
    claimStatus: lead.claimStatus ?? '',
    completionPercentage: text(lead.completionPercentage),
    instagramUrl: text(lead.instagramUrl),
    linkedinUrl: text(lead.linkedinUrl),
    youtubeUrl: text(lead.youtubeUrl),
    suggestedServices: lead.suggestedServices.join(', '),
    aiMessage: text(lead.aiMessage),
    leadStatus: lead.leadStatus,
    priority: lead.priority,
    tags: lead.tags.join(', '),
    notes: text(lead.notes),
  };
}

/** Empty is none; anything else is read as a number (NaN gets the schema's own message). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** People type "example.com": a web address without a scheme gets https://. */
export const withScheme = (value: string) => {
  const trimmed = value.trim();
  return trimmed && !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) && /^[^\s/]+\.[^\s]+$/.test(trimmed)
    ? `https://${trimmed}`
    : trimmed;
};

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function body(state: LeadFormState) {
  return {
    businessName: state.businessName,
    googleMapsUrl: withScheme(state.googleMapsUrl),
    rating: numberOrNull(state.rating),
    reviewCount: numberOrNull(state.reviewCount),
    address: state.address,
    website: withScheme(state.website),
    phone: state.phone,
    email: state.email.trim(),
    claimStatus: state.claimStatus || null,
    completionPercentage: numberOrNull(state.completionPercentage.replace('%', '')),
    instagramUrl: withScheme(state.instagramUrl),
    linkedinUrl: withScheme(state.linkedinUrl),
    youtubeUrl: withScheme(state.youtubeUrl),
    suggestedServices: list(state.suggestedServices),
    aiMessage: state.aiMessage,
    leadStatus: state.leadStatus,
    priority: state.priority,
    tags: list(state.tags),
    notes: state.notes,
  };
}

export function checkNewLead(state: LeadFormState): Checked<CreateLeadInput> {
  return checked(createLeadBodySchema.safeParse(body(state)));
}

export function checkLeadUpdate(state: LeadFormState): Checked<UpdateLeadInput> {
  return checked(updateLeadBodySchema.safeParse(body(state)));
}
