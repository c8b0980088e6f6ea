// Equipment sits below deeds in the module order (docs/decisions/0039-equipment-and-shops.md):
// it owns the items and what characters own and wear, so a deed attempt reads the worn items
// and wears them in its own statement. Buying, repairing and changing what is worn are the
// shops module's calls, which write through these functions.
export { characterItemsTable, itemsTable } from './equipment.sql.ts';
export {
  type ItemRow,
  type OwnedRow,
  type WornItem,
  addOwnedItem,
  allItems,
  itemById,
  ownedItemsOf,
  parseWornItems,
  repairOwnedItem,
  takeOffSlot,
  toItem,
  toItemDefinition,
  wearOwnedItem,
  wearWhen,
  wornItemsJson,
  wornItemsOf,
} from './equipment.data.ts';
