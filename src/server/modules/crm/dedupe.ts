/**
 * The keys two rows of leads are the same business by (decision 038): the maps place, the
 * phone's digits, the website's domain. Each is null when the value cannot name one business.
 */

export interface DedupeKeys {
  mapsKey: string | null;
  phoneKey: string | null;
  websiteKey: string | null;
}

export const DEDUPE_KEY_NAMES = ['mapsKey', 'phoneKey', 'websiteKey'] as const;
export type DedupeKeyName = (typeof DEDUPE_KEY_NAMES)[number];

/** How a match is worded in skip reasons. */
export const KEY_LABELS: Record<DedupeKeyName, string> = {
  mapsKey: 'maps link',
  phoneKey: 'phone',
  websiteKey: 'website',
};

function parseUrl(value: string): URL | null {
  const text = value.trim();
  if (!text) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/**
 * A maps listing: the place's own id where the link carries one (cid, place_id, or the
 * `!1s0x…:0x…` feature id of /maps/place/… links), else its place name, else host and path
 * without the query (which holds tracking and viewport noise).
 */
export function mapsKey(value: string | null | undefined): string | null {
  const url = value ? parseUrl(value) : null;
  if (!url) return null;
  const params = url.searchParams;
  const cid = params.get('cid') ?? params.get('ludocid');
  if (cid && /^\d+$/.test(cid)) return `cid:${cid}`;
  const placeId = params.get('place_id') ?? params.get('query_place_id');
  if (placeId) return `pid:${placeId}`;
  const path = decodeURIComponentSafe(url.pathname);
  const feature = /!1s(0x[0-9a-f]+:0x[0-9a-f]+)/i.exec(path);
  if (feature?.[1]) return `fid:${feature[1].toLowerCase()}`;
  const place = /\/maps\/place\/([^/@]+)/i.exec(path);
  if (place?.[1]) return `place:${place[1].replace(/\+/g, ' ').trim().toLowerCase()}`;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const rest = path.replace(/\/+$/, '').toLowerCase();
  return `url:${host}${rest}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The phone's digits, without a leading 00 or a North American 1: "+1 (555) 010-0200" and
 * "555.010.0200" are the same phone. Fewer than 7 digits names no one.
 */
export function phoneKey(value: string | null | undefined): string | null {
  if (!value) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}

/**
 * Hosts many businesses share (a Facebook page or a link-in-bio listed as the website): their
 * domain says nothing, so the path is kept with it.
 */
const SHARED_HOSTS = new Set([
  'facebook.com',
  'm.facebook.com',
  'instagram.com',
  'linktr.ee',
  'sites.google.com',
  'business.site',
  'google.com',
  'wixsite.com',
  'squarespace.com',
  'yelp.com',
  'houzz.com',
  'linkedin.com',
  'youtube.com',
  'tiktok.com',
  'x.com',
  'twitter.com',
]);

/** The website's domain without "www.", with the path for shared hosts (see SHARED_HOSTS). */
export function websiteKey(value: string | null | undefined): string | null {
  const url = value ? parseUrl(value) : null;
  if (!url || !url.hostname.includes('.')) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parent = host.split('.').slice(-2).join('.');
  if (SHARED_HOSTS.has(host) || SHARED_HOSTS.has(parent)) {
    const path = url.pathname.replace(/\/+$/, '').toLowerCase();
    return path ? `${host}${path}` : null;
  }
  return host;
}

export function dedupeKeys(lead: {
  googleMapsUrl?: string | null;
  phone?: string | null;
  website?: string | null;
}): DedupeKeys {
  return {
    mapsKey: mapsKey(lead.googleMapsUrl),
    phoneKey: phoneKey(lead.phone),
    websiteKey: websiteKey(lead.website),
  };
}
