import { DEFAULT_SITE_SETTINGS, marketingPageFor, NOT_FOUND_PAGE } from '@shared/site';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MarketingRoot } from './app/marketing/marketing-root';
import { MARKETING_PAGE_LOADERS } from './app/marketing/pages';
import { readSiteSettings } from './lib/site';
import './styles.css';

/*
 * The public pages' entry: no router, no query cache, no zod. The server sent the page as HTML;
 * this loads that page's component and hydrates it. Links between pages are plain links.
 */
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

const meta = marketingPageFor(window.location.pathname) ?? NOT_FOUND_PAGE;
const Page = await MARKETING_PAGE_LOADERS[meta.page]();
const settings = readSiteSettings() ?? DEFAULT_SITE_SETTINGS;
const tree = <MarketingRoot settings={settings} Page={Page} />;

// The dev server sends the bare template (no server rendering): render instead of hydrating.
if (rootElement.firstElementChild) hydrateRoot(rootElement, tree);
else createRoot(rootElement).render(tree);
