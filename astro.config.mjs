// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { pageWordsPlugin } from './src/i18n/words-plugin.ts';
import { serverBuildLogs } from './src/lib/build-logs.ts';

const pageWords = pageWordsPlugin();
const SHARED =
  /[\\/](src[\\/](client|shared|components|features[\\/][^\\/?]+[\\/](browser|contract))[\\/][^?]*\.ts$|node_modules[\\/](nanostores|openapi-fetch)[\\/])/;

/**
 * How the browser's scripts are cut into files. Each file is compressed on its own, so forty
 * small ones cost more than the same code in a few. React and its renderer go in one file (every
 * island needs all of it); the API client, stores and shared helpers that most scripts use go in
 * another, which public pages load too. Neither takes anything that brings React or the words
 * (public pages load neither at start), and everything else stays split by who uses it.
 */
const chunkGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
    priority: 2,
  },
  {
    name: 'shared',
    // Never a module that waits for words: public pages load this file and show none at start.
    test: (/** @type {string} */ id) => SHARED.test(id) && !pageWords.api.waitsForWords(id),
    // Used by this many scripts at least (of about 150): the API client and what every page uses.
    minShareCount: 40,
    priority: 1,
  },
];

/**
 * `client:touch` (src/ui/hydrate-on-touch.ts): an island that loads its script when the reader
 * first touches it. The sign-in pages' forms use it, so a page that is only looked at loads no React.
 */
const hydrateOnTouch = {
  name: 'hydrate-on-touch',
  hooks: {
    'astro:config:setup': (/** @type {any} */ { addClientDirective }) =>
      addClientDirective({ name: 'touch', entrypoint: './src/ui/hydrate-on-touch.ts' }),
  },
};

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
  integrations: [react(), hydrateOnTouch],
  // No Markdown is rendered (content is HTML from the editor): no highlighter, whose inline styles
  // the CSP below would refuse (Astro warns of that at every build while Shiki is chosen).
  markdown: { syntaxHighlight: false },
  security: {
    // Astro pins every script and style it emits by hash in a CSP meta tag; the server adds the rest.
    // Nothing loads from another origin (PIPL, 等保): an image pasted from another site is refused
    // too, so editors upload their images; every-page.spec.ts checks each page's policy.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
      ],
    },
  },
  vite: {
    plugins: [tailwindcss(), pageWords, serverBuildLogs()],
    // TipTap's packages make every extension they offer as a module runs (task lists, character
    // counts, placeholders…): unused, they are dropped from the editor's script. (Astro passes a
    // client build only its own `output` options, so this sits here, for every build.)
    build: {
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['Node.create', 'Mark.create', 'Extension.create'] },
      },
    },
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
      },
    },
  },
});
