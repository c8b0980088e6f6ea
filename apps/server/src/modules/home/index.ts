export { listAnnouncements, listFeatures, listRoadmap } from './home.service.ts';
export { announcementsTable, featuresTable, roadmapPhasesTable } from './home.sql.ts';
