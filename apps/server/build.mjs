// Compiles the server for production: one ESM bundle per entry in dist/, so `npm start` runs
// plain JavaScript with no TypeScript loader (see docs/decisions/0015-compiled-server.md).
// Dependencies are bundled in too (workspace packages ship TypeScript source, and one file
// loads faster than hundreds: about a fifth less CPU to healthy), except the few that load
// native or WebAssembly files from beside their own code.
import { build } from 'esbuild';

/** Packages that load native or WebAssembly files from beside their own code stay in node_modules. */
const external = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2'];

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Split so that what main.ts imports lazily (the app) loads while the database opens.
  splitting: true,
  // Chunks sit beside main.js: paths.ts relies on being one level below the package.
  chunkNames: '[name]-[hash]',
  target: 'node20.19',
  external,
  sourcemap: true,
  // CommonJS packages bundled into ESM still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
