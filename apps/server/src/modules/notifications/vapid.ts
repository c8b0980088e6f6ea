import webpush from 'web-push';
import type { Deps } from '../../lib/deps.ts';
import { vapidKeysTable } from './notifications.sql.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys, made on first use. Every instance may call this at start-up at the
 * same time: each proposes a pair, the single-row insert keeps the first and ignores the rest,
 * and all then read the same row.
 */
export async function ensureVapidKeys(db: Deps['db'], now: Date): Promise<VapidKeys> {
  const proposed = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeysTable)
    .values({ id: 1, publicKey: proposed.publicKey, privateKey: proposed.privateKey, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeysTable);
  if (!row) throw new Error('VAPID keys missing after insert');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
