import type { Db } from '../../db/client.ts';
import { utcMinute } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { activeMute } from '../sanctions/index.ts';

/** Refuses a sender muted with the `messages` scope, saying until when and why (as the chat does). */
export async function requireNotMuted(tx: Pick<Db, 'select'>, userId: string, now: Date): Promise<void> {
  const mute = await activeMute(tx, userId, 'messages', now);
  if (!mute) return;
  throw new AppError(
    'messages.muted',
    403,
    `You are muted from direct messages until ${utcMinute(mute.endsAt)}. Reason: ${mute.reason}`,
    { details: { reason: mute.reason, endsAt: mute.endsAt.toISOString() } },
  );
}
