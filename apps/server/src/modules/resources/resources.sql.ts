import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Uploaded images, stored in the database so every instance can serve them. */
export const resourcesTable = pgTable('resources', {
  /** Content-hashed file name, e.g. `3f2a...e1.webp`. */
  name: text().primaryKey(),
  contentType: text().notNull(),
  bytes: bytea().notNull(),
  size: integer().notNull(),
  createdAt: at().notNull(),
});
