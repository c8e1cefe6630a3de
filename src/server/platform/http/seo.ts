import {
  APP_PATHS,
  fillProductName,
  MARKETING_PAGES,
  SITE_SETTINGS_ELEMENT_ID,
  type MarketingPageMeta,
  type SiteSettings,
} from '@shared/site';
import { escapeHtml } from '../html.js';

/** What search engines and link previews read: head tags, sitemap.xml and robots.txt. */

export const OG_IMAGE = { path: '/media/og-image.jpg', width: 1200, height: 630 };

export function headTags(options: {
  meta: MarketingPageMeta;
  path: string;
  publicUrl: string;
  productName: string;
}): string {
  const { meta, publicUrl, productName } = options;
  const title = escapeHtml(fillProductName(meta.title, productName));
  const description = escapeHtml(fillProductName(meta.description, productName));
  const url = escapeHtml(`${publicUrl}${options.path}`);
  const image = escapeHtml(`${publicUrl}${OG_IMAGE.path}`);
  const name = escapeHtml(productName);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="product-name" content="${name}" />`,
    meta.indexed
      ? `<link rel="canonical" href="${url}" />`
      : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(meta.indexed ? [`<meta property="og:url" content="${url}" />`] : []),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

/**
 * The settings as a JSON data block: never executed (so the CSP allows it), and `<` escaped so
 * no value can close the script element.
 */
export function settingsScript(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

export function sitemapXml(publicUrl: string): string {
  const urls = Object.entries(MARKETING_PAGES)
    .filter(([, meta]) => meta.indexed)
    .map(([path]) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public pages; the API and the signed-in app are not for them. */
export function robotsTxt(publicUrl: string): string {
  const appRoots = [...new Set(APP_PATHS.map((path) => `/${path.split('/')[1]}`))];
  const hidden = Object.entries(MARKETING_PAGES)
    .filter(([, meta]) => !meta.indexed)
    .map(([path]) => path);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...[...appRoots, ...hidden].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
