import { z } from 'zod';
import { isWebUrl, LEAD_LIMITS, type ClaimStatus } from '@shared/crm';
import type { ImportField, ImportMapping } from '@shared/crm-import';
import { mappedCell } from './parse.js';

/**
 * One file row's cells as lead values: what a maps export writes ("4.8", "1,234", "85%",
 * "Claimed", "example.com") made into the columns' types. A value that cannot be read is left
 * empty rather than refusing the row: the business name is the only required cell (spec).
 */

export interface ImportedLead {
  businessName: string | null;
  googleMapsUrl: string | null;
  rating: number | null;
  reviewCount: number | null;
  address: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  claimStatus: ClaimStatus;
  completionPercentage: number | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  suggestedServices: string[];
  aiMessage: string | null;
}

/** One line, inner whitespace (tabs, line breaks) collapsed, cut to `max`. */
export function lineOf(cell: string, max: number): string | null {
  const text = cell.replace(/\s+/g, ' ').trim().slice(0, max).trim();
  return text || null;
}

/** A web address; a bare domain gets https://. Anything else is not a link (null). */
export function urlOf(cell: string): string | null {
  const text = lineOf(cell, LEAD_LIMITS.url);
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  return isWebUrl(withScheme) ? withScheme : null;
}

const emailSchema = z.email();

/** The first valid address in the cell ("a@x.com, b@y.com" → a@x.com). */
export function emailOf(cell: string): string | null {
  for (const candidate of cell.split(/[\s,;]+/)) {
    const text = candidate.replace(/^mailto:/i, '').trim();
    if (text.length <= LEAD_LIMITS.email && emailSchema.safeParse(text).success) return text;
  }
  return null;
}

/** "4.8", "4,8", "4.8 stars" → 4.8; outside 0-5 → null. */
export function ratingOf(cell: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(cell);
  if (!match) return null;
  const value = Number(match[0].replace(',', '.'));
  return value >= 0 && value <= 5 ? Math.round(value * 100) / 100 : null;
}

/** "1,234", "(56)", "56 reviews" → the digits' number. */
export function reviewCountOf(cell: string): number | null {
  const match = /\d[\d,.\s]*/.exec(cell);
  if (!match) return null;
  const value = Number(match[0].replace(/[,.\s]/g, ''));
  return Number.isSafeInteger(value) && value <= 100_000_000 ? value : null;
}

/** Spec: the percent sign stripped. "85%", "85.4 %" → 85; outside 0-100 → null. */
export function percentOf(cell: string): number | null {
  const text = cell.replace(/%/g, '').trim().replace(',', '.');
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Math.round(Number(text));
  return value >= 0 && value <= 100 ? value : null;
}

/** Spec: claimed or unclaimed. Yes/true/1/claimed → claimed; everything else unclaimed. */
export function claimStatusOf(cell: string): ClaimStatus {
  const text = cell.trim().toLowerCase();
  if (/^(un|not|no\b)/.test(text) || /unclaimed|not claimed/.test(text)) return 'unclaimed';
  return /^(claimed|yes|y|true|1|verified|owner verified)$/.test(text) ? 'claimed' : 'unclaimed';
}

/** "Video ads; SEO, Reels" → three services (the column says one; lists happen). */
export function servicesOf(cell: string): string[] {
  const services = cell
    .split(/[;,|\n]+/)
    .map((service) => lineOf(service, LEAD_LIMITS.service))
    .filter((service): service is string => service !== null);
  return [...new Set(services)].slice(0, LEAD_LIMITS.services);
}

/** Free text keeps its line breaks (CRLF made LF), trimmed and cut to `max`. */
export function textOf(cell: string, max: number): string | null {
  const text = cell.replace(/\r\n?/g, '\n').trim().slice(0, max);
  return text || null;
}

export function importedLead(cells: readonly string[], mapping: ImportMapping): ImportedLead {
  const cell = (field: ImportField) => mappedCell(cells, mapping, field);
  return {
    businessName: lineOf(cell('businessName'), LEAD_LIMITS.name),
    googleMapsUrl: urlOf(cell('googleMapsUrl')),
    rating: ratingOf(cell('rating')),
    reviewCount: reviewCountOf(cell('reviewCount')),
    address: lineOf(cell('address'), LEAD_LIMITS.address),
    website: urlOf(cell('website')),
    phone: lineOf(cell('phone'), LEAD_LIMITS.phone),
    email: emailOf(cell('email')),
    claimStatus: claimStatusOf(cell('claimStatus')),
    completionPercentage: percentOf(cell('completionPercentage')),
    instagramUrl: urlOf(cell('instagramUrl')),
    linkedinUrl: urlOf(cell('linkedinUrl')),
    youtubeUrl: urlOf(cell('youtubeUrl')),
    suggestedServices: servicesOf(cell('suggestedServices')),
    aiMessage: textOf(cell('aiMessage'), LEAD_LIMITS.aiMessage),
  };
}

/** The values as the preview shows them (only what is there). */
export function displayValues(lead: ImportedLead): Partial<Record<ImportField, string>> {
  const shown: Partial<Record<ImportField, string>> = {};
  for (const [field, value] of Object.entries(lead) as [ImportField, unknown][]) {
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    shown[field] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return shown;
}
