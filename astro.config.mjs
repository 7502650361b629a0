// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Pages are built from the running API (SITE_API_URL) into SITE_OUT_DIR; see src/server/site/builder.ts.
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // One stylesheet file for the whole site: cached once, not repeated in every page's HTML.
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: ['zh', 'en'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react()],
  security: {
    // Astro pins every script and style it emits by hash in a CSP meta tag; the server adds the rest.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "font-src 'self'",
      ],
    },
  },
  vite: { plugins: [tailwindcss()] },
});
