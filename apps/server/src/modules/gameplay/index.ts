// The gameplay module sits at the top of the module order (docs/decisions/0031-module-order-and-table-ownership.md):
// app.ts wires its routes, and no other module calls it yet. When one needs to know whether a
// character is in jail, this is what it asks.
export { isJailed } from './jail.service.ts';
