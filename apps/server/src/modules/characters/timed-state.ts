import { type Column, isNull, lte, or } from 'drizzle-orm';

/**
 * The timed states of a character (deed, training and travel cooldowns, jail) are columns
 * holding the moment they end (docs/game-rules.md#gameplay-on-the-server-deeds-training-jail-travel).
 * These three helpers are the one way every module reads them.
 */

/** In SQL: the state is over when it has no end or its end is not after now (no grace; docs/game-rules.md). */
export const over = (column: Column, now: Date) => or(isNull(column), lte(column, now));

/** In code: the state still runs at `now`. */
export const isFuture = (d: Date | null, now: Date): d is Date => d !== null && d.getTime() > now.getTime();

/** A state's end as the API sends it. */
export const iso = (d: Date | null) => (d ? d.toISOString() : null);
