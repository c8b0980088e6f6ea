// Shops sit above gameplay in the module order (docs/decisions/0039-equipment-and-shops.md):
// app.ts wires their routes and no module calls them.
export { shopsRoutes } from './shops.routes.ts';
