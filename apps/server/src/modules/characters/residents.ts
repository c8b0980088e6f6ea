import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Residents } from '../world/index.ts';
import { charactersTable } from './characters.sql.ts';

const c = charactersTable;

/** The characters' side of the places' questions (world.service.ts `Residents`), wired by app.ts. */
export const residents: Residents = {
  namesOf: (db, ids) => db.select({ id: c.id, name: c.name }).from(c).where(inArray(c.id, ids)),
  async lockLiving(tx: Db, id: string) {
    const [row] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, id), not(c.dead)))
      .for('share');
    return row !== undefined;
  },
  async livingIn(tx: Db, cityId: string) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.cityId, cityId), not(c.dead)));
    return n;
  },
};
