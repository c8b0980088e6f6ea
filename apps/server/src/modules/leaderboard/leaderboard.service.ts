import {
  type CrewBoard,
  type CrewBoardByName,
  LEADERBOARD_MAX_AGE_SECONDS,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardByName,
} from '@tod/contracts';
import { asc, desc, not } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { charactersTable } from '../characters/index.ts';
import { crewBoard } from '../crews/index.ts';

const c = charactersTable;

/**
 * Each board's ORDER BY matches a partial index over living characters (characters.sql.ts), so
 * the database reads only the first rows of the index, never the whole table.
 */
const ORDER = {
  level: { value: c.level, orderBy: [desc(c.level), desc(c.experience), asc(c.createdAt)] },
  gold: { value: c.gold, orderBy: [desc(c.gold), asc(c.createdAt)] },
  good: { value: c.good, orderBy: [desc(c.good), asc(c.createdAt)] },
  evil: { value: c.evil, orderBy: [desc(c.evil), asc(c.createdAt)] },
  jailbreaks: { value: c.jailbreaks, orderBy: [desc(c.jailbreaks), asc(c.createdAt)] },
} as const;

async function readBoard(db: Deps['db'], by: LeaderboardByName): Promise<Leaderboard> {
  const { value, orderBy } = ORDER[by];
  const rows = await db
    .select({ id: c.id, name: c.name, level: c.level, value })
    .from(c)
    .where(not(c.dead))
    .orderBy(...orderBy)
    .limit(LEADERBOARD_SIZE);
  return { by, entries: rows.map((r, i) => ({ rank: i + 1, ...r })) };
}

/**
 * Boards kept per instance for {@link LEADERBOARD_MAX_AGE_SECONDS}: a page full of players
 * asking at once costs one indexed read per board and period. A concurrent miss may read twice;
 * both answers are correct.
 */
export class LeaderboardCache {
  readonly #deps: Pick<Deps, 'db' | 'clock'>;
  readonly #boards = new Map<LeaderboardByName, { readAt: number; board: Promise<Leaderboard> }>();
  readonly #crewBoards = new Map<CrewBoardByName, { readAt: number; board: Promise<CrewBoard> }>();

  constructor(deps: Pick<Deps, 'db' | 'clock'>) {
    this.#deps = deps;
  }

  get(by: LeaderboardByName): Promise<Leaderboard> {
    const now = this.#deps.clock.now().getTime();
    const cached = this.#boards.get(by);
    if (cached && now - cached.readAt < LEADERBOARD_MAX_AGE_SECONDS * 1000) return cached.board;
    const board = readBoard(this.#deps.db, by);
    this.#boards.set(by, { readAt: now, board });
    // A failed read is not kept: the next request tries again.
    board.catch(() => {
      if (this.#boards.get(by)?.board === board) this.#boards.delete(by);
    });
    return board;
  }

  /** The crew board, kept the same way as the character boards. */
  crews(by: CrewBoardByName): Promise<CrewBoard> {
    const now = this.#deps.clock.now().getTime();
    const cached = this.#crewBoards.get(by);
    if (cached && now - cached.readAt < LEADERBOARD_MAX_AGE_SECONDS * 1000) return cached.board;
    const board = crewBoard(this.#deps.db, by).then((entries) => ({ by, entries }));
    this.#crewBoards.set(by, { readAt: now, board });
    board.catch(() => {
      if (this.#crewBoards.get(by)?.board === board) this.#crewBoards.delete(by);
    });
    return board;
  }
}
