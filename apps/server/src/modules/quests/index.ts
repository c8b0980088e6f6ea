// Quests sits after gameplay in the module order. The modules that do the work it counts
// (deeds, training, gameplay) reach it only through the `ProgressRecorder` port in lib/progress.ts,
// which app.ts fills with `questProgress` (docs/decisions/0034-quest-progress-port.md).
export { questProgress } from './progress.ts';
export { questTemplatesTable } from './templates.sql.ts';
export { questChainDefsTable } from './chain-defs.sql.ts';
export { runQuestReminders } from './reminders.ts';
