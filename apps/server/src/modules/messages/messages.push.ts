import type { Db } from '../../db/client.ts';
import { scheduleDue } from '../notifications/index.ts';

/**
 * A push for the recipient, due now: the dispatcher sends it unless they are looking at the game
 * or turned `directMessage` off. One pending row per account, so a burst of messages is one push.
 */
export async function schedulePush(tx: Db, recipient: { id: string; userId: string }, now: Date): Promise<void> {
  await scheduleDue(tx, {
    userId: recipient.userId,
    characterId: recipient.id,
    kind: 'directMessage',
    dueAt: now,
    onlyIfSubscribed: true,
  });
}
