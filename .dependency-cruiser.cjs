// The import boundaries of the repository, checked by `npm run lint` (ADR 0009, ADR 0024).
// Every rule is proven to fire on a forbidden import by tooling/boundaries.test.ts.
// Paths are relative to the repository root; workspace packages (@tod/*) resolve to their
// source through the npm workspace links, so a rule sees `packages/game/src/...`, not a name.

const { SERVER_FLOORS, SERVER_MODULES } = require('./tooling/server-order.cjs');

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const alternatives = (names) => `(${names.join('|')})`;

/** One rule per floor of apps/server/src: it imports only itself and the floors before it. */
const floorRules = SERVER_FLOORS.flatMap((names, i) =>
  names.map((name) => ({
    name: 'server-floors-look-down',
    comment: `apps/server/src/${name} imports only itself and the floors listed before it in tooling/server-order.cjs.`,
    severity: 'error',
    from: { path: `${SERVER}${name}(/|\\.ts$)` },
    to: { path: SERVER, pathNot: `${SERVER}${alternatives([name, ...SERVER_FLOORS.slice(0, i).flat()])}(/|\\.ts$)` },
  })),
);

/**
 * One rule per server module: it imports only itself and the modules before it in
 * tooling/server-order.cjs. A table declaration (`<m>.sql.ts`) may also name another module's
 * table declaration, whatever its place, for a foreign key: the tables are one schema, kept
 * acyclic by no-circular, and a foreign key reads and writes nothing.
 */
const moduleRules = SERVER_MODULES.flatMap((name, i) => {
  const allowed = `${MODULES}${alternatives([name, ...SERVER_MODULES.slice(0, i)])}/`;
  const comment = `modules/${name} imports only itself and the modules listed before it in tooling/server-order.cjs.`;
  const table = `${MODULES}${name}/${name}\\.sql\\.ts$`;
  return [
    {
      name: 'server-modules-look-down',
      comment,
      severity: 'error',
      from: { path: `${MODULES}${name}/`, pathNot: table },
      to: { path: MODULES, pathNot: allowed },
    },
    {
      name: 'server-modules-look-down',
      comment: `${comment} Its table declarations may name any module's table declarations (foreign keys).`,
      severity: 'error',
      from: { path: table },
      to: { path: MODULES, pathNot: [allowed, `${MODULES}[^/]+/[^/]+\\.sql\\.ts$`] },
    },
  ];
});
const SERVER_ONLY_PACKAGES = '^node_modules/(drizzle-orm|drizzle-kit|fastify|@fastify|postgres|pg|@electric-sql|@node-rs)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'game-is-pure',
      comment: 'packages/game holds pure rules: no other package, no node:*, no React, no zod (docs/architecture.md).',
      severity: 'error',
      from: { path: '^packages/game/' },
      to: { pathNot: '^packages/game/' },
    },
    {
      name: 'contracts-only-game-and-zod',
      comment: 'packages/contracts depend only on packages/game and zod.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { pathNot: '^(packages/(contracts|game)/|node_modules/zod/)' },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server talks to the web app only through contracts and HTTP: no web code, no React.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/web/|node_modules/(react|react-dom|react-router|@tanstack)(/|$))' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app talks to the server only through contracts and HTTP: no server code or server-only packages.',
      severity: 'error',
      from: { path: WEB },
      to: { path: `^apps/server/|${SERVER_ONLY_PACKAGES}` },
    },
    {
      name: 'web-no-node-builtins',
      comment: 'The web app runs in a browser: no node:* modules (its build scripts and tests may use them).',
      severity: 'error',
      from: { path: WEB, pathNot: ['\\.test\\.tsx?$', '^apps/web/src/testing/'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-features-are-independent',
      comment: 'A web feature never imports another feature (relative path or @/ alias): compose them in app/routes.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-shared-code-below-features',
      comment: 'components/, lib/ and testing/ are shared by every feature, so they never import a feature or a route.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      comment: 'Screens in app/ compose features, so a feature never imports app/ (its routes, layouts or providers).',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-module-through-index',
      comment:
        "A server module reaches another module only through that module's index.ts, or its <m>.sql.ts for a read join or a foreign key (CONTRIBUTING.md, Add a table).",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/([^/]+)/(index|\\1\\.sql)\\.ts$`],
      },
    },
    ...floorRules,
    ...moduleRules,
    {
      name: 'server-floor-listed',
      comment:
        'Every folder and top-level file of apps/server/src has its floor in tooling/server-order.cjs, so the order rules judge it.',
      severity: 'error',
      from: { path: `${SERVER}(?!${alternatives(SERVER_FLOORS.flat())}(/|\\.ts$))`, pathNot: '\\.test\\.ts$' },
      to: {},
    },
    {
      name: 'server-module-listed',
      comment: 'Every server module has its place in tooling/server-order.cjs, so the order rules judge it.',
      severity: 'error',
      from: { path: `${MODULES}(?!${alternatives(SERVER_MODULES)}/)[^/]+/` },
      to: {},
    },
    {
      name: 'server-wiring-only-in-app',
      comment:
        "Modules are wired only in app.ts: outside the modules, only app.ts (and tests) import a module's routes or plugin files.",
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}app\\.ts$`, '\\.test\\.ts$', MODULES] },
      to: { path: `${MODULES}[^/]+/[^/]+\\.(routes|plugin)\\.ts$` },
    },
    {
      name: 'server-wiring-only-in-app',
      comment:
        "A module's routes and plugin files are its own: no other module imports them, and its index.ts never exports them.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/[^/]+\\.(routes|plugin)\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'server-wiring-only-in-app',
      comment:
        "A module's routes and plugin files are its own: no other module imports them, and its index.ts never exports them.",
      severity: 'error',
      from: { path: `${MODULES}[^/]+/index\\.ts$` },
      to: { path: `${MODULES}[^/]+/[^/]+\\.(routes|plugin)\\.ts$` },
    },
    {
      name: 'env-only-in-config',
      comment: 'Only apps/server/src/config.ts reads the environment; Biome noProcessEnv covers process.env itself.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: '^apps/server/src/config\\.ts$' },
      to: { dependencyTypes: ['core'], path: '^(node:)?process$' },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves: one the check cannot follow is one it cannot judge.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: a cycle means two files cannot be understood, tested or split apart on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'production-never-imports-tests',
      comment:
        'Production code never imports a test helper: the server test kit (apps/server/test/), a testing/ folder, a test file (docs/mutation.md).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: ['\\.test\\.tsx?$', '/testing/'] },
      to: { path: ['^apps/server/test/', '^(apps|packages)/[^/]+/src/(testing/|.*/testing/)', '\\.test\\.tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)test-results/', '(^|/)playwright-report/'] },
    // TypeScript 7 (tsgo) has no JavaScript compiler API, so dependency-cruiser cannot use
    // `typescript` to parse; swc parses TypeScript and JSX instead.
    parser: 'swc',
    // Type-only imports cross boundaries too (a web file importing a server type is still wrong).
    tsPreCompilationDeps: true,
    // Only the web app has a path alias (@/ -> apps/web/src).
    webpackConfig: { fileName: 'tooling/resolve-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
