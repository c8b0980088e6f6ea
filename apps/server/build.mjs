// Compiles the server for production: one ESM bundle per entry in dist/, so `npm start` runs
// plain JavaScript with no TypeScript loader (see docs/decisions/0015-compiled-server.md).
// Dependencies are bundled in too (workspace packages ship TypeScript source, and one file
// loads faster than hundreds: about a fifth less CPU to healthy), except the few that load
// native or WebAssembly files from beside their own code.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/** Packages that load native or WebAssembly files from beside their own code stay in node_modules. */
const external = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2'];

/**
 * @fastify/cookie (CommonJS) loads `cookie` (ESM only) with `await import('cookie')` when the
 * plugin registers. With code splitting that import is a chunk of its own, read from disk in the
 * middle of start-up on libuv's thread pool, where it waited up to a third of a second on a busy
 * machine. Bundled as a `require`, it is part of the app's chunk (esbuild wraps the ESM module
 * for it); the plugin awaits the same module either way.
 */
const inlineCookieImport = {
  name: 'inline-cookie-import',
  setup(b) {
    b.onLoad({ filter: /[\\/]@fastify[\\/]cookie[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const lazy = "await import('cookie')";
      if (!source.includes(lazy)) {
        return {
          contents: source,
          loader: 'js',
          warnings: [{ text: `${lazy} not found: the cookie module stays a chunk of its own` }],
        };
      }
      return { contents: source.replace(lazy, "require('cookie')"), loader: 'js' };
    });
  },
};

/** `node build.mjs --outdir=dist-x` builds beside dist/ (to compare builds: bench/restart.ts). */
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Split so that what main.ts imports lazily (serve.ts: the app, migrations, seed) loads while
  // the database opens.
  splitting: true,
  // Chunks sit beside main.js: paths.ts relies on being one level below the package.
  chunkNames: '[name]-[hash]',
  target: 'node20.19',
  external,
  plugins: [inlineCookieImport],
  sourcemap: true,
  // CommonJS packages bundled into ESM still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The API reference's renderer (plugins/api-docs.ts) is two static files the production install
// does not have (swagger-ui-dist is a development package): copied beside the bundle.
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const docsDir = join(new URL('.', import.meta.url).pathname, outdir, 'api-docs');
await mkdir(docsDir, { recursive: true });
for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) await copyFile(join(swaggerUi, file), join(docsDir, file));
