import { tmpdir } from 'node:os';
import path from 'node:path';

/** The e2e server's embedded database directory: one per port, so parallel runs stay apart. */
export const e2eDataDir = (port: number) => path.join(tmpdir(), `tod-e2e-${port}`);

/** The port this run uses (the config and its workers read the same variable). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3107);

/**
 * The port of the second e2e server, the one at GAME_SPEED 1440 (playwright.config.ts):
 * E2E_FAST_PORT, or 1000 above the main port, clear of the ports parallel runs are given.
 */
export const fastPortOf = (port: number) => Number(process.env.E2E_FAST_PORT ?? port + 1000);
