import type { SiteSettings } from '@shared/site';
import { StrictMode, useEffect, type ComponentType } from 'react';
import { PublicToaster } from '../../lib/public-toast';
import { SiteProvider } from '../../lib/site';

/** Marks the document once the page is interactive (tests and tools wait for it). */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** The tree the server renders and the browser hydrates: identical on both sides. */
export function MarketingRoot({ settings, Page }: { settings: SiteSettings; Page: ComponentType }) {
  return (
    <StrictMode>
      <SiteProvider settings={settings}>
        <Page />
        <PublicToaster />
        <MarkInteractive />
      </SiteProvider>
    </StrictMode>
  );
}
