import webpush from 'web-push';
import type { Deps } from '../../lib/deps.ts';
import { vapidKeysTable } from './notifications.sql.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys, made on first use. Every start-up calls this: once the row exists it
 * is one read, with no write (a write on the embedded database is a commit to disk before the
 * server listens). Instances starting together on an empty table each propose a pair: the
 * single-row insert keeps the first and ignores the rest, and all then read the same row.
 */
export async function ensureVapidKeys(db: Deps['db'], now: Date): Promise<VapidKeys> {
  const [existing] = await db.select().from(vapidKeysTable);
  if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
  const proposed = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeysTable)
    .values({ id: 1, publicKey: proposed.publicKey, privateKey: proposed.privateKey, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeysTable);
  if (!row) throw new Error('VAPID keys missing after insert');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
