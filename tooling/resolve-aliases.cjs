// The web app's path alias (@/ -> apps/web/src, set in apps/web/vite.config.ts and
// apps/web/tsconfig.json) in the webpack shape dependency-cruiser reads. Its tsconfig reader
// needs a baseUrl, which TypeScript 7 no longer has. Relative to the working directory so the
// boundary test can run the same check over a fixture tree.
const { resolve } = require('node:path');

module.exports = { resolve: { alias: { '@': resolve(process.cwd(), 'apps/web/src') } } };
