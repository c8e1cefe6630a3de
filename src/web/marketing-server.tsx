import { type MarketingPageKey, type SiteSettings } from '@shared/site';
import { renderToString } from 'react-dom/server';
import { MarketingRoot } from './app/marketing/marketing-root';
import { MARKETING_PAGE_LOADERS } from './app/marketing/pages';

/**
 * Built with `vite build --ssr` into dist/ssr; the Node server imports it to render the public
 * pages to HTML (readable without JavaScript, indexable), which marketing-main.tsx hydrates.
 */
export async function renderMarketingPage(
  page: MarketingPageKey,
  settings: SiteSettings,
): Promise<string> {
  const Page = await MARKETING_PAGE_LOADERS[page]();
  return renderToString(<MarketingRoot settings={settings} Page={Page} />);
}

export { pageSourceFile } from './app/marketing/pages';
