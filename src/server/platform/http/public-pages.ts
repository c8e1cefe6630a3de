import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MarketingPageKey, MarketingPageMeta, SiteSettings } from '@shared/site';
import { headTags, settingsScript } from './seo.js';

/**
 * The public pages as HTML: the server-side renderer (dist/ssr, built from
 * src/web/marketing-server.tsx) fills the marketing.html template, with the page's head tags,
 * its run-time settings, and preloads for the page's own chunks. Pages depend only on the
 * settings, so each one is rendered once per process and then served from memory.
 */

interface Renderer {
  renderMarketingPage(page: MarketingPageKey, settings: SiteSettings): Promise<string>;
  pageSourceFile(page: MarketingPageKey): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PublicPagesOptions {
  webDir: string;
  /** The built renderer; defaults to dist/ssr/marketing-server.js beside the web build. */
  ssrModule?: string;
  settings: SiteSettings;
  publicUrl: string;
}

export class PublicPages {
  private readonly cache = new Map<string, Promise<string>>();

  private constructor(
    private readonly template: string,
    private readonly manifest: Manifest,
    private readonly renderer: Renderer,
    private readonly options: PublicPagesOptions,
  ) {}

  static async load(options: PublicPagesOptions): Promise<PublicPages> {
    const templateFile = path.join(options.webDir, 'marketing.html');
    const ssrModule =
      options.ssrModule ?? path.join(options.webDir, '..', 'ssr', 'marketing-server.js');
    for (const file of [templateFile, ssrModule]) {
      if (!existsSync(file)) {
        throw new Error(
          `The public pages are not built (${file} is missing): run "npm run build".`,
        );
      }
    }
    const manifestFile = path.join(options.webDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : {};
    const renderer = (await import(pathToFileURL(ssrModule).href)) as Renderer;
    return new PublicPages(readFileSync(templateFile, 'utf8'), manifest, renderer, options);
  }

  /** The whole document for `meta` at `pathname` (the path goes into canonical and og:url). */
  html(meta: MarketingPageMeta, pathname: string): Promise<string> {
    // A page hidden from search engines has no canonical URL, so one copy serves every path
    // (the not-found page answers any unknown path without growing the cache).
    const key = meta.indexed ? `${meta.page} ${pathname}` : meta.page;
    let page = this.cache.get(key);
    if (!page) {
      page = this.render(meta, pathname);
      // A failed render is not remembered: the next request tries again.
      page.catch(() => this.cache.delete(key));
      this.cache.set(key, page);
    }
    return page;
  }

  /**
   * The page without its server-rendered body: the browser renders it instead. What a visitor
   * gets if rendering on the server failed, rather than an error page.
   */
  shell(meta: MarketingPageMeta, pathname: string): string {
    return this.fill(meta, pathname, '');
  }

  private async render(meta: MarketingPageMeta, pathname: string): Promise<string> {
    const body = await this.renderer.renderMarketingPage(meta.page, this.options.settings);
    return this.fill(meta, pathname, body);
  }

  private fill(meta: MarketingPageMeta, pathname: string, body: string): string {
    const { settings, publicUrl } = this.options;
    const head = [
      headTags({ meta, path: pathname, publicUrl, productName: settings.productName }),
      ...this.preloads(meta.page).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
      ),
    ].join('\n    ');
    return this.template
      .replace('<!--site-head-->', () => head)
      .replace('<!--site-body-->', () => body)
      .replace('<!--site-settings-->', () => settingsScript(settings));
  }

  /** The page's chunk and what it imports, minus what the template already loads. */
  private preloads(page: MarketingPageKey): string[] {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(this.renderer.pageSourceFile(page));
    return [...files].filter((file) => !this.template.includes(`/${file}"`));
  }
}
