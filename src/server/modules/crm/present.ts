import type { Lead } from '@shared/crm';
import type { Activity } from '@shared/crm-activities';
import type { ActivityRow, LeadRow } from './repo.js';

/** Rows as the API answers them (dates as ISO strings, no owner or dedupe keys). */

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    businessName: row.businessName,
    googleMapsUrl: row.googleMapsUrl,
    rating: row.rating,
    reviewCount: row.reviewCount,
    address: row.address,
    website: row.website,
    phone: row.phone,
    email: row.email,
    claimStatus: row.claimStatus,
    completionPercentage: row.completionPercentage,
    instagramUrl: row.instagramUrl,
    linkedinUrl: row.linkedinUrl,
    youtubeUrl: row.youtubeUrl,
    suggestedServices: row.suggestedServices,
    aiMessage: row.aiMessage,
    leadStatus: row.leadStatus,
    priority: row.priority,
    tags: row.tags,
    notes: row.notes,
    importId: row.importId,
    ghlContactId: row.ghlContactId,
    ghlOpportunityId: row.ghlOpportunityId,
    ghlOpportunityStatus: row.ghlOpportunityStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    leadId: row.leadId,
    activityType: row.activityType,
    subject: row.subject,
    message: row.message,
    outcome: row.outcome,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
