import { type GiftAllowance, type GiftResult, notEnoughGoldMessage } from '@tod/contracts';
import { Gifts, type GiftRefusal, giftAllowance, giftRefusal, utcDay } from '@tod/game';
import { and, asc, eq, not, or, sql } from 'drizzle-orm';
import { nowUnderLock } from '../../lib/clock.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { charactersTable, noCharacter } from '../characters/index.ts';
import { areLinked } from '../fairplay/index.ts';
import { journalEntries, record } from '../journal/index.ts';
import { giftsTable } from './economy.sql.ts';
import { moveGold } from './ledger.service.ts';

type Db = Deps['db'];
const c = charactersTable;
const g = giftsTable;

const columns = { id: c.id, userId: c.userId, name: c.name, level: c.level, gold: c.gold, dead: c.dead };

/** The caller's living character and the recipient, read (or locked, in id order) together. */
function senderAndRecipient(db: Db, userId: string, recipientId: string) {
  return db
    .select(columns)
    .from(c)
    .where(or(and(eq(c.userId, userId), not(c.dead)), eq(c.id, recipientId)))
    .orderBy(asc(c.id));
}

/** What the sender gave this recipient today, and how many gifts the recipient got today. */
async function today(db: Db, senderId: string, recipientId: string, day: string) {
  const [row] = await db
    .select({
      given: sql<number>`coalesce(sum(${g.amount}) filter (where ${g.senderId} = ${senderId}), 0)`.mapWith(Number),
      received: sql<number>`count(*)`.mapWith(Number),
    })
    .from(g)
    .where(and(eq(g.recipientId, recipientId), eq(g.day, day)));
  return { given: row?.given ?? 0, received: row?.received ?? 0 };
}

function refusalError(refusal: GiftRefusal, name: string): AppError {
  if (refusal.reason === 'level_too_low') {
    return new AppError('gifts.level_too_low', 403, `You can give gold from level ${refusal.minLevel}.`);
  }
  if (refusal.reason === 'recipient_full') {
    return conflict('gifts.recipient_full', `${name} has already received ${refusal.maxGifts} gifts today. Try again tomorrow.`);
  }
  return new AppError(
    'gifts.over_allowance',
    409,
    refusal.allowance > 0
      ? `You can give ${name} at most ${refusal.allowance} more gold today.`
      : `You have given ${name} all the gold you can today. Try again tomorrow.`,
    { details: { allowance: refusal.allowance } },
  );
}

const linkedError = (name: string) =>
  conflict(
    'gifts.linked',
    `You cannot give gold to ${name}: your accounts are played from the same device or connection (see the fair-play rules).`,
  );

function judgeRecipient<T extends { id: string }>(me: T | undefined, recipientId: string): asserts me is T {
  if (!me) throw noCharacter();
  if (me.id === recipientId) throw badRequest('gifts.self', 'You cannot give gold to yourself.');
}

/** What the caller may still give a character today, and why not, shown before a gift. */
export async function giftAllowanceFor(deps: Deps, userId: string, recipientId: string): Promise<GiftAllowance> {
  const rows = await senderAndRecipient(deps.db, userId, recipientId);
  const me = rows.find((r) => r.userId === userId && !r.dead);
  judgeRecipient(me, recipientId);
  const to = rows.find((r) => r.id === recipientId);
  if (!to || to.dead) throw notFound('gifts.recipient_not_found', 'Character not found.');
  const now = deps.clock.now();
  const { given, received } = await today(deps.db, me.id, to.id, utcDay(now.getTime()));
  const probe = {
    senderLevel: me.level,
    recipientLevel: to.level,
    amount: 1,
    givenToRecipientToday: given,
    receivedToday: received,
  };
  const refused = giftRefusal(probe);
  let refusal = refused ? refusalError(refused, to.name).message : null;
  if (!refusal && (await areLinked(deps.db, me.id, to.id, 'gift', now))) refusal = linkedError(to.name).message;
  return {
    recipient: { id: to.id, username: to.name, level: to.level },
    allowance: giftAllowance(to.level, given),
    givenToday: given,
    receivedToday: received,
    maxGiftsPerDay: Gifts.maxReceivedPerDay,
    minSenderLevel: Gifts.minSenderLevel,
    gold: me.gold,
    refusal,
  };
}

/**
 * Gives gold. Both characters' rows are locked (in id order, so two gifts between the same pair
 * cannot deadlock) for the whole gift: the sender's gold and the recipient's gifts of the day are
 * judged on rows no other gift can change meanwhile, so of 50 concurrent gifts none spends gold
 * the sender lacks or passes a cap. Both ledger lines, the gift and both event-log entries commit
 * with the change; any refusal throws inside the transaction and nothing changes.
 */
export async function giveGift(
  deps: Deps,
  userId: string,
  input: { to: string; amount: number },
): Promise<Omit<GiftResult, 'character'>> {
  return deps.db.transaction(async (tx: Db) => {
    const rows = await senderAndRecipient(tx, userId, input.to).for('update', { of: c });
    const now = await nowUnderLock(tx, deps.clock);
    const me = rows.find((r) => r.userId === userId && !r.dead);
    judgeRecipient(me, input.to);
    const sender = me;
    const to = rows.find((r) => r.id === input.to);
    if (!to || to.dead) throw notFound('gifts.recipient_not_found', 'Character not found.');
    const day = utcDay(now.getTime());
    const { given, received } = await today(tx, sender.id, to.id, day);
    const refused = giftRefusal({
      senderLevel: sender.level,
      recipientLevel: to.level,
      amount: input.amount,
      givenToRecipientToday: given,
      receivedToday: received,
    });
    if (refused) throw refusalError(refused, to.name);
    if (await areLinked(tx, sender.id, to.id, 'gift', now)) throw linkedError(to.name);
    const gold = await moveGold(tx, {
      characterId: sender.id,
      delta: -input.amount,
      kind: 'gift',
      counterpartyId: to.id,
      at: now,
    });
    if (gold === null) {
      throw new AppError(
        'gifts.not_enough_gold',
        409,
        notEnoughGoldMessage(input.amount, sender.gold, `give ${input.amount} gold to ${to.name}`),
        { details: { price: input.amount, gold: sender.gold } },
      );
    }
    await moveGold(tx, { characterId: to.id, delta: input.amount, kind: 'gift', counterpartyId: sender.id, at: now });
    await tx.insert(g).values({ senderId: sender.id, recipientId: to.id, amount: input.amount, day, createdAt: now });
    await record(tx, [
      journalEntries.giftSent({ userId, characterId: sender.id, at: now }, { id: to.id, name: to.name }, input.amount),
      journalEntries.giftReceived(
        { userId: to.userId, characterId: to.id, at: now },
        { id: sender.id, name: sender.name },
        input.amount,
      ),
    ]);
    return {
      message: `You gave ${input.amount} gold to ${to.name}.`,
      amount: input.amount,
      gold,
      recipient: { id: to.id, username: to.name },
    };
  });
}
