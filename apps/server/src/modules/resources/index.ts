export { deleteUnusedResources, storePortrait } from './resources.service.ts';
export { resourcesTable } from './resources.sql.ts';
