export { characterSkillsTable, skillsTable } from './training.sql.ts';
export { listSkillsFor } from './training.service.ts';
