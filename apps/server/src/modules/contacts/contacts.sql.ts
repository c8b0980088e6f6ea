import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { charactersTable } from '../characters/characters.sql.ts';

/**
 * What one character keeps about another (docs/contacts.md). `kind`: `friend` (a mutual
 * friendship is two rows, one each way), `request` (the owner asked the contact to be friends),
 * `rival` (private), `block`, `partner` (two friends who agreed; two rows, one each way, at most one
 * living partner each) and `partner_request` (the owner asked a friend to be partners). Lists
 * belong to characters: a new character starts with none.
 */
export const contactsTable = pgTable(
  'contacts',
  {
    ownerId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    contactId: uuid()
      .notNull()
      .references(() => charactersTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['friend', 'request', 'rival', 'block', 'partner', 'partner_request'] }).notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.kind, t.contactId] }),
    // Who lists a character: status pushes, blocks and "befriended first" look this way.
    index('contacts_contact_idx').on(t.contactId, t.kind),
  ],
);

export type ContactKind = (typeof contactsTable.$inferSelect)['kind'];
