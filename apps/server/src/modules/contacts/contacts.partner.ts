import type { ContactLists, PartnerResult } from '@tod/contracts';
import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Partner, PartnerLookup } from '../../lib/partners.ts';
import { charactersTable } from '../characters/index.ts';
import { areLinked } from '../fairplay/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { between, blockedByThem, lockPair, type Party } from './contacts.guard.ts';
import { contactLists, removeRows, tellOther } from './contacts.service.ts';
import { contactsTable as k } from './contacts.sql.ts';

type ServiceDeps = Pick<Deps, 'db' | 'clock' | 'events'>;
const c = charactersTable;

/**
 * The living partner of a character, or null (the port game actions ask through `deps.partners`,
 * lib/partners.ts). A partner who died leaves a row nobody counts; the next partnership either
 * side makes removes it.
 */
export async function partnerOf(tx: Pick<Db, 'select'>, characterId: string): Promise<Partner | null> {
  const [row] = await tx
    .select({ id: c.id, userId: c.userId, name: c.name })
    .from(k)
    .innerJoin(c, eq(c.id, k.contactId))
    .where(and(eq(k.ownerId, characterId), eq(k.kind, 'partner'), eq(c.dead, false)))
    .limit(1);
  return row ?? null;
}

/**
 * Asks a friend to be partners, or accepts their proposal (docs/contacts.md, "Partners"). Runs
 * under the pair's advisory locks (`lockPair`): every partnership takes both characters' locks,
 * so "one partner at a time" holds for both sides however many proposals are accepted at once.
 * Refused, changing nothing: not friends, blocked either way, already partners or proposed,
 * either side with a living partner, linked accounts (fair play).
 */
export async function proposePartner(deps: ServiceDeps, userId: string, otherId: string): Promise<PartnerResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { me, other } = await lockPair(tx, userId, otherId);
    const rel = await between(tx, me.id, other.id);
    if (rel.theirs('block')) throw blockedByThem('contacts.blocked');
    if (rel.mine('block')) throw conflict('contacts.you_blocked', 'You blocked this player. Unblock them first.');
    if (!rel.mine('friend')) throw conflict('contacts.not_friends', 'Only friends can be partners. Become friends first.');
    if (rel.mine('partner')) throw conflict('contacts.already_partners', `${other.name} is already your partner.`);
    if (rel.mine('partner_request')) {
      throw conflict('contacts.already_proposed', `You already asked ${other.name} to be partners.`);
    }
    const mine = await partnerOf(tx, me.id);
    if (mine) throw conflict('contacts.have_partner', `${mine.name} is your partner. End that partnership first.`);
    if (await partnerOf(tx, other.id)) throw conflict('contacts.their_partner', `${other.name} already has a partner.`);
    if (await areLinked(tx, me.id, other.id, 'partner', now)) {
      throw conflict(
        'contacts.linked',
        `You cannot be partners with ${other.name}: your accounts are played from the same device or connection (see the fair-play rules).`,
      );
    }
    if (rel.theirs('partner_request')) {
      // Both now have a partner: every other proposal from or to either of them, and the rows
      // of a partner who died, have no use left.
      await tx
        .delete(k)
        .where(
          and(
            inArray(k.kind, ['partner', 'partner_request']),
            or(inArray(k.ownerId, [me.id, other.id]), inArray(k.contactId, [me.id, other.id])),
          ),
        );
      await tx.insert(k).values([
        { ownerId: me.id, contactId: other.id, kind: 'partner', createdAt: now },
        { ownerId: other.id, contactId: me.id, kind: 'partner', createdAt: now },
      ]);
      await record(tx, partnersEntries(me, other, now, true));
      await tellOther(deps, tx, other);
      return { status: 'partners' as const };
    }
    // One proposal at a time: a new one replaces the caller's unanswered one.
    await tx.delete(k).where(and(eq(k.ownerId, me.id), eq(k.kind, 'partner_request')));
    await tx.insert(k).values({ ownerId: me.id, contactId: other.id, kind: 'partner_request', createdAt: now });
    await tellOther(deps, tx, other);
    return { status: 'proposed' as const };
  });
}

/** The event log line of a partnership formed or ended, for both. */
const partnersEntries = (me: Party, other: Party, at: Date, formed: boolean) => [
  journalEntries.partners({ userId: me.userId, characterId: me.id, at }, { id: other.id, name: other.name }, formed),
  journalEntries.partners({ userId: other.userId, characterId: other.id, at }, { id: me.id, name: me.name }, formed),
];

/** Ends a partnership for both (the friendship stays), withdraws the caller's proposal or declines theirs. */
export async function endPartner(deps: ServiceDeps, userId: string, otherId: string): Promise<ContactLists> {
  await deps.db.transaction(async (tx) => {
    const { me, other } = await lockPair(tx, userId, otherId);
    const wasPartner = (await between(tx, me.id, other.id)).mine('partner');
    const removed = await removeRows(tx, me.id, other.id, ['partner', 'partner_request']);
    if (removed.length === 0) throw notFound('contacts.not_partners', 'You are not partners and no proposal is waiting.');
    if (wasPartner) await record(tx, partnersEntries(me, other, deps.clock.now(), false));
    await tellOther(deps, tx, other);
  });
  return contactLists(deps, userId);
}

/** `partnerOf` as a query piece: `(user_id, character_id)` of the living partner, if any. */
export const partnerSql = (characterId: string): SQL => sql`
  select p.user_id, p.id from contacts k join characters p on p.id = k.contact_id
  where k.owner_id = ${characterId}::uuid and k.kind = 'partner' and not p.dead limit 1`;

/** The `PartnerLookup` app.ts hands to the game actions (lib/partners.ts). */
export const contactsPartners: PartnerLookup = { partnerOf, partnerSql };
