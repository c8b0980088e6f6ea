import { RESOURCE_NAME_PATTERN } from '@tod/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { sha256Hex } from '../../lib/ids.ts';
import { toPortraitWebp } from './portrait.ts';
import { resourcesTable } from './resources.sql.ts';

/** Hex digits of the SHA-256 kept in a name: 128 bits, so two images never share one. */
const NAME_HASH_CHARS = 32;

export interface StoredResource {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores bytes under a name derived from their content, so the same image is stored once and a
 * name always means the same bytes (which is what lets browsers cache it for a year).
 */
async function storeResource(deps: Pick<Deps, 'db' | 'clock'>, bytes: Buffer, contentType: string): Promise<string> {
  const name = `${sha256Hex(bytes).slice(0, NAME_HASH_CHARS)}.webp`;
  await deps.db
    .insert(resourcesTable)
    .values({ name, contentType, bytes, size: bytes.length, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return name;
}

/** Validates and re-encodes an uploaded portrait, stores it and returns its resource name. */
export async function storePortrait(deps: Pick<Deps, 'db' | 'clock'>, upload: Buffer): Promise<string> {
  return storeResource(deps, await toPortraitWebp(upload), 'image/webp');
}

/** The stored resource, or null; a name that could never have been generated is not looked up. */
export async function findResource(db: Deps['db'], name: string): Promise<StoredResource | null> {
  if (!RESOURCE_NAME_PATTERN.test(name)) return null;
  const [row] = await db
    .select({ name: resourcesTable.name, contentType: resourcesTable.contentType, bytes: resourcesTable.bytes })
    .from(resourcesTable)
    .where(eq(resourcesTable.name, name));
  return row ?? null;
}

/**
 * Deletes the named resources no character shows any more (a replaced portrait, or the portraits
 * of a deleted account). Names are content hashes, so two characters may share one image: it
 * stays while anyone uses it. Run it in the transaction that dropped the reference.
 */
export async function deleteUnusedResources(db: Deps['db'], names: readonly (string | null)[]): Promise<number> {
  const list = [...new Set(names.filter((n): n is string => Boolean(n)))];
  if (list.length === 0) return 0;
  const gone = await db
    .delete(resourcesTable)
    .where(
      and(
        inArray(resourcesTable.name, list),
        sql`not exists (select 1 from characters ch where ch.icon = ${resourcesTable.name})`,
      ),
    )
    .returning({ name: resourcesTable.name });
  return gone.length;
}
