export { announcementsTable, featuresTable, roadmapPhasesTable } from './home.sql.ts';
