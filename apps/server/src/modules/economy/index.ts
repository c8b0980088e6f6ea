export { goldLedgerTable } from './economy.sql.ts';
export { type GoldMove, goldLedgerFromClaim, moveGold } from './ledger.service.ts';
export { LEDGER_KINDS, type LedgerKind } from '@tod/contracts';
export { runTermReminders } from './terms.reminders.ts';
