import { isSiteSettings, SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '@shared/site';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The public site's run-time settings (product name, booking link). The server renders each
 * public page with them and writes them into the page as JSON; the browser reads that back so
 * hydration sees exactly what the server saw.
 */

const SiteContext = createContext<SiteSettings | null>(null);

export function SiteProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={settings}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteSettings {
  const settings = useContext(SiteContext);
  if (!settings) throw new Error('useSite() needs a <SiteProvider> above it.');
  return settings;
}

/** The settings the server wrote into the page; null when the page has none (dev server). */
export function readSiteSettings(doc: Document = document): SiteSettings | null {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteSettings(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
