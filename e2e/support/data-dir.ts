import { tmpdir } from 'node:os';
import path from 'node:path';

/** The e2e server's embedded database directory: one per port, so parallel runs stay apart. */
export const e2eDataDir = (port: number) => path.join(tmpdir(), `tod-e2e-${port}`);

/** The port this run uses (the config and its workers read the same variable). */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3107);
