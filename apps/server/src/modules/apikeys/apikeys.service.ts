import {
  API_KEY_DISPLAY_LENGTH,
  API_KEY_LIMITS,
  API_KEY_PREFIX,
  API_SCOPES,
  type ApiKey,
  type ApiKeyCall,
  type ApiScope,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@tod/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newToken, sha256Hex } from '../../lib/ids.ts';
import { apiKeyCallsTable, apiKeysTable } from './apikeys.sql.ts';

const k = apiKeysTable;

/** A new key: `tod_` and 43 characters of 32 random bytes. */
export const newApiKey = (): string => `${API_KEY_PREFIX}${newToken()}`;

/** The scopes in their canonical order, duplicates dropped. */
const canonical = (scopes: readonly string[]): ApiScope[] => API_SCOPES.filter((s) => scopes.includes(s));

const toApiKey = (row: typeof k.$inferSelect): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: canonical(row.scopes),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

export async function listKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(k).where(eq(k.userId, userId)).orderBy(desc(k.createdAt), k.id);
  return rows.map(toApiKey);
}

/**
 * Makes a key and returns it this once. The cap is held by one statement: the insert happens
 * only while the account holds fewer keys, so concurrent requests cannot pass it together
 * (a lock on the account's rows would not stop two inserts; the counted insert does).
 */
export async function createKey(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const key = newApiKey();
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    // One writer at a time per account: the count and the insert see the same rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apikeys:${userId}`}, 0))`);
    const [counted] = await tx.select({ held: count() }).from(k).where(eq(k.userId, userId));
    if ((counted?.held ?? 0) >= API_KEY_LIMITS.perAccount) return null;
    const [row] = await tx
      .insert(k)
      .values({
        userId,
        name: input.name,
        prefix: key.slice(0, API_KEY_DISPLAY_LENGTH),
        tokenHash: sha256Hex(key),
        scopes: canonical(input.scopes),
        createdAt: now,
      })
      .returning();
    return row;
  });
  if (!created) {
    throw new AppError('apikeys.too_many', 409, `You can hold at most ${API_KEY_LIMITS.perAccount} keys. Revoke one first.`, {
      details: { max: API_KEY_LIMITS.perAccount },
    });
  }
  return { ...toApiKey(created), key };
}

const keyNotFound = () => notFound('apikeys.not_found', 'Key not found.');

/** Revokes one of the account's keys; another account's key is not found. */
export async function revokeKey(db: Db, userId: string, keyId: string): Promise<{ ok: true }> {
  const gone = await db
    .delete(k)
    .where(and(eq(k.id, keyId), eq(k.userId, userId)))
    .returning({ id: k.id });
  if (gone.length === 0) throw keyNotFound();
  return { ok: true };
}

/** Revokes every key of an account (password change or reset, deletion, ban). */
export async function revokeKeysOf(db: Db, userId: string): Promise<void> {
  await db.delete(k).where(eq(k.userId, userId));
}

/** The latest calls made with one of the account's keys, newest first. */
export async function keyCalls(db: Db, userId: string, keyId: string): Promise<ApiKeyCall[]> {
  const [owned] = await db
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.id, keyId), eq(k.userId, userId)));
  if (!owned) throw keyNotFound();
  const c = apiKeyCallsTable;
  const rows = await db
    .select()
    .from(c)
    .where(eq(c.keyId, keyId))
    .orderBy(desc(c.at), desc(c.id))
    .limit(API_KEY_LIMITS.callsKept);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    method: r.method,
    endpoint: r.endpoint,
    status: r.status,
    address: r.address,
  }));
}

/** The network part of an address, for the call log: `203.0.113.x`, or the first four groups of an IPv6 address. */
export function addressPrefix(address: string): string {
  const v4 = address.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  const groups = address.split(':').filter(Boolean).slice(0, 4);
  return groups.length ? `${groups.join(':')}::/64` : 'unknown';
}

/**
 * Keeps the latest calls of each key: run by maintenance, not on the request path (a key's
 * calls are capped there by time; the list shows the newest).
 */
export async function pruneKeyCalls(db: Db, now: Date): Promise<void> {
  const c = apiKeyCallsTable;
  await db.execute(sql`delete from ${c} where ${c.id} in (
    select id from (
      select ${c.id} as id, row_number() over (partition by ${c.keyId} order by ${c.at} desc, ${c.id} desc) as n
      from ${c}
    ) ranked where ranked.n > ${API_KEY_LIMITS.callsKept}
  ) or ${c.at} < ${new Date(now.getTime() - 30 * 24 * 3600_000).toISOString()}::timestamptz`);
}
