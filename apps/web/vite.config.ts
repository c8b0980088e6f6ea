import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { contractsImports } from './build/contracts-imports.ts';
import { keepPreviousAssets } from './build/keep-previous-assets.ts';
import { lazySchemas } from './build/lazy-schemas.ts';
import { precompress } from './build/precompress.ts';
import { refusalCatalogueStub } from './build/refusal-catalogue-stub.ts';
import { routePreload } from './build/route-preload.ts';
import { zodJsonSchemaStub } from './build/zod-json-schema-stub.ts';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));

// React Router's package points every import at its development build; the production one is
// the same code with its development warnings switched off.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    contractsImports(contractsSrc),
    lazySchemas(contractsSrc, fileURLToPath(new URL('./src/lib/lazy-schema.ts', import.meta.url))),
    refusalCatalogueStub(contractsSrc),
    zodJsonSchemaStub(),
    react(),
    // The screens a deep link most often opens (a shortcut, a reload): their chunks are fetched
    // alongside the main script. The landing page is in the main script already.
    routePreload(
      {
        '^/deeds/?$': 'src/app/routes/deeds.tsx',
        '^/training/?$': 'src/app/routes/training.tsx',
        '^/city/?$': 'src/app/routes/city.tsx',
        '^/travel/?$': 'src/app/routes/travel.tsx',
        '^/chat/?$': 'src/app/routes/chat.tsx',
        '^/profile/?$': 'src/app/routes/profile.tsx',
        '^/character/view/': 'src/app/routes/character-view.tsx',
      },
      {
        '^/(?:home)?/?$': 'src/app/routes/player-home.tsx',
      },
    ),
    compileHints(),
    keepPreviousAssets(),
    precompress(),
  ],
  resolve: {
    alias: [
      // Feature files reach shared code (lib, components, testing) as '@/...': the lint rule that
      // keeps features apart forbids climbing out of a feature with '../../../'.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  // Maps are written for operators but not linked from the code ('hidden'), and the server does
  // not send them. The output folder is not emptied: earlier builds' assets stay (ADR 0011).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // The first-visit file is about 510 kB before compression (130 KiB as brotli, the figure that
    // matters and that `npm run bench:web` checks); warn only well past it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every first visit runs (React, router, query client, zod, the shell) goes in one
        // file: a dozen tiny shared chunks each cost a request and ~1 KiB of headers.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The game's rules and the small shared pieces of the player's screens (deed, city and
            // shop calls, dialogs, tabs) in one file too: split by which screens share them they
            // were six files of under 1.5 KiB each, and a phone on a slow link pays more for six
            // requests than for 3 KiB more in one (home: 8 files to 4, mobile 0.97 to 0.98).
            {
              name: 'play',
              test: /packages[\\/]game[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/](?:features[\\/](?:deeds|world|casino|shops)[\\/][^\\/]+\.ts$|components[\\/]ui[\\/])/,
            },
          ],
        },
      },
    },
  },
}));
