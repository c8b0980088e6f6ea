// Gameplay sits above world, characters, deeds and training in the module order
// (docs/decisions/0031-module-order-and-table-ownership.md); app.ts wires its routes and no
// module calls it yet. One that needs to know whether a character is in jail asks here.
export { isJailed } from './jail.service.ts';
export { pruneRescuePairs } from './rescue-limits.ts';
