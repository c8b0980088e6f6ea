export { RESOURCE_CACHE_CONTROL } from './resources.routes.ts';
export { findResource, storePortrait, storeResource } from './resources.service.ts';
export { resourcesTable } from './resources.sql.ts';
