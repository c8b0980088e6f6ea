// The server's layers, lowest first (docs/decisions/0031-module-order-and-table-ownership.md).
// .dependency-cruiser.cjs turns both lists into rules: a floor imports only itself and the
// floors listed before it; a module only itself and the modules listed before it. So neither
// floors nor modules can form a cycle, and a new folder or module must be placed here first.
// The module order is the module map's order in docs/architecture.md.

/** Folders and top-level files of apps/server/src; names in one entry may not import each other. */
const SERVER_FLOORS = [
  ['paths'],
  ['config'],
  ['db'],
  ['lib'],
  ['plugins'],
  ['modules'],
  ['schema', 'seed', 'housekeeping'],
  ['app', 'cli'],
  ['serve'],
  ['main'],
];

/** The folders of apps/server/src/modules. */
const SERVER_MODULES = [
  'health',
  'admin',
  'limits',
  'resources',
  'sanctions',
  'journal',
  'world',
  'characters',
  'fairplay',
  'economy',
  'notifications',
  'presence',
  'chat',
  'accounts',
  'moderation',
  'training',
  'equipment',
  'deeds',
  'gameplay',
  'contacts',
  'messages',
  'shops',
  'quests',
  'chronicle',
  'crews',
  'roster',
  'home',
  'ticker',
  'leaderboard',
  'apikeys',
];

module.exports = { SERVER_FLOORS, SERVER_MODULES };
