import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Unlisten } from '../../db/client.ts';
import { ACCOUNT_DATA_CHANGED } from '../../db/change-notify.ts';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/index.ts';
import type { ChatFeed } from '../chat/index.ts';
import type { PresenceLeaves } from '../presence/index.ts';
import { contactsTable as k } from './contacts.sql.ts';

const owner = alias(charactersTable, 'owner');
const listed = alias(charactersTable, 'listed');

/**
 * Live status rows without polling (docs/contacts.md, "Live status"). Every write to a character
 * (jail, travel, a deed, death) fires the database trigger every instance already hears
 * (db/change-notify.ts); each instance tells only the accounts with a feed open on it, so each
 * stream hears once. Sign-ins and sign-outs arrive as `presence.changed`; a contact going offline
 * by inactivity comes from this instance's presence hub (`watchPresence`). The message names the
 * character, and the page reads its contacts again.
 */
export class ContactsLive {
  readonly #deps: Pick<Deps, 'db' | 'events'>;
  readonly #feed: ChatFeed;
  readonly #log: FastifyBaseLogger;
  readonly #unlisten: Unlisten[] = [];

  constructor(deps: Pick<Deps, 'db' | 'events'>, feed: ChatFeed, log: FastifyBaseLogger) {
    this.#deps = deps;
    this.#feed = feed;
    this.#log = log;
  }

  async start(): Promise<void> {
    this.#unlisten.push(
      await this.#deps.events.subscribe(ACCOUNT_DATA_CHANGED, ({ u }) => {
        if (u) void this.#characterChanged(u);
      }),
      await this.#deps.events.subscribe('presence.changed', () => void this.#presenceChanged()),
    );
  }

  /**
   * Hears this instance's presence hub: a contact whose "last seen" fell out of the active
   * window goes offline with no write to announce it, so the hub's re-read tells (every 5 s).
   */
  watchPresence(presence: PresenceLeaves): void {
    presence.onLeft((characterIds) => void this.#charactersLeft(characterIds));
  }

  async close(): Promise<void> {
    for (const unlisten of this.#unlisten.splice(0)) await unlisten();
  }

  /** Watchers of the account's characters who are connected here. */
  async #characterChanged(userId: string): Promise<void> {
    const local = this.#feed.localUsers();
    if (local.size === 0) return;
    try {
      const rows = await this.#deps.db
        .select({ watcher: owner.userId, characterId: listed.id })
        .from(k)
        .innerJoin(listed, eq(listed.id, k.contactId))
        .innerJoin(owner, eq(owner.id, k.ownerId))
        .where(and(eq(listed.userId, userId), inArray(k.kind, ['friend', 'rival'])));
      for (const { watcher, characterId } of rows) {
        if (local.has(watcher)) this.#feed.sendPersonal(watcher, { type: 'contacts.status_changed', characterId });
      }
    } catch (err) {
      this.#log.warn({ err }, 'contact status push failed');
    }
  }

  /** Watchers connected here of characters that went offline by inactivity. */
  async #charactersLeft(characterIds: string[]): Promise<void> {
    const local = [...this.#feed.localUsers()];
    if (local.length === 0) return;
    try {
      const rows = await this.#deps.db
        .select({ watcher: owner.userId, characterId: k.contactId })
        .from(k)
        .innerJoin(owner, eq(owner.id, k.ownerId))
        .where(and(inArray(k.contactId, characterIds), inArray(owner.userId, local), inArray(k.kind, ['friend', 'rival'])));
      for (const { watcher, characterId } of rows) {
        this.#feed.sendPersonal(watcher, { type: 'contacts.status_changed', characterId });
      }
    } catch (err) {
      this.#log.warn({ err }, 'contact offline push failed');
    }
  }

  /** Someone came or went: the connected players with a friend or rival read their lists again. */
  async #presenceChanged(): Promise<void> {
    const local = [...this.#feed.localUsers()];
    if (local.length === 0) return;
    try {
      const rows = await this.#deps.db
        .selectDistinct({ watcher: owner.userId })
        .from(k)
        .innerJoin(owner, eq(owner.id, k.ownerId))
        .where(and(inArray(owner.userId, local), inArray(k.kind, ['friend', 'rival'])));
      for (const { watcher } of rows) this.#feed.sendPersonal(watcher, { type: 'contacts.status_changed', characterId: null });
    } catch (err) {
      this.#log.warn({ err }, 'contact presence push failed');
    }
  }
}
