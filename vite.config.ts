import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin, type ProxyOptions } from 'vite';
import { isAppPath, marketingPageFor, SITE_REDIRECTS } from './src/shared/site';

const API_ORIGIN = 'http://127.0.0.1:3000';
const PRODUCT_NAME_PLACEHOLDER = '__PRODUCT_NAME__';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * In production the Node server fills the product name into index.html when it serves it, so
 * one build works for any PRODUCT_NAME. The dev server has no such step; this plugin stands in.
 */
function productNameInDev(): Plugin {
  return {
    name: 'reelcast:product-name-in-dev',
    apply: 'serve',
    transformIndexHtml(html) {
      const productName = process.env.PRODUCT_NAME?.trim() || 'Reelcast';
      return html.replaceAll(PRODUCT_NAME_PLACEHOLDER, escapeHtml(productName));
    },
  };
}

/**
 * In production the server renders the public pages (marketing.html plus their HTML). The dev
 * server has no renderer: it sends the public paths marketing.html, which renders client-side.
 */
function publicPagesInDev(): Plugin {
  return {
    name: 'reelcast:public-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const isPublicPage =
          marketingPageFor(pathname) !== undefined ||
          (!isAppPath(pathname) &&
            !SITE_REDIRECTS[pathname] &&
            !pathname.startsWith('/api/') &&
            !pathname.startsWith('/@') &&
            !pathname.includes('.'));
        if (request.method === 'GET' && isPublicPage) {
          request.url = `/marketing.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * The live events stream (SSE) must reach the browser message by message. The proxy pipes
 * responses through unbuffered (and drops the upstream request when the browser goes away);
 * asking the API for an uncompressed stream keeps a compressing server from buffering it.
 */
const apiProxy: ProxyOptions = {
  target: API_ORIGIN,
  configure(proxy) {
    proxy.on('proxyReq', (proxyRequest, request) => {
      if (request.headers.accept?.includes('text/event-stream')) {
        proxyRequest.removeHeader('accept-encoding');
      }
    });
  },
};

const srcWeb = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));

/** The browser build: the signed-in app (index.html) and the public pages (marketing.html). */
const clientBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
  emptyOutDir: true,
  assetsDir: 'assets',
  // Inlined assets become data: URIs; keeping every asset a file keeps the CSP simple.
  assetsInlineLimit: 0,
  // The server reads it to preload each public page's own chunk.
  manifest: true,
  rolldownOptions: {
    input: { main: srcWeb('index.html'), marketing: srcWeb('marketing.html') },
    output: {
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      // Libraries change far less often than the app: their own chunks stay cached across
      // deploys. React is shared by both entries; the router and query cache only by the app,
      // so the public pages never download them.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'framework', test: /node_modules[\\/](react-router|@tanstack)[\\/]/ },
          // zod and the switch to jitless parsing in one chunk, the switch right after zod: any
          // chunk that builds a schema loads this one first, so no schema is built (and probes
          // `new Function`, a CSP violation) before the switch, whatever the chunk order.
          { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts/ },
        ],
      },
    },
  },
};

/** The server-side renderer of the public pages, imported by the Node server from dist/ssr. */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  ssr: srcWeb('marketing-server.tsx'),
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'marketing-server.js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), productNameInDev(), publicPagesInDev()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) },
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '/metrics': { target: API_ORIGIN },
    },
  },
  preview: { port: 4173 },
}));
