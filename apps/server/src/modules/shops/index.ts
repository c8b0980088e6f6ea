// Shops sit above gameplay in the module order (docs/decisions/0039-equipment-and-shops.md):
// app.ts wires their routes (shops.routes.ts) and no module calls them yet.
export { equipmentOf } from './shops.catalog.ts';
