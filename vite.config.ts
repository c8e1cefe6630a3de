import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), productNameInDev()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Inlined assets become data: URIs; keeping every asset a file keeps the CSP simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // The framework changes far less often than the app: its own chunk stays cached across
        // deploys. Only packages every page needs go here, so lazy pages keep their own deps.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiProxy,
      '/metrics': { target: API_ORIGIN },
    },
  },
  preview: { port: 4173 },
});
