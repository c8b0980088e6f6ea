export { type Residents, startingCityId } from './world.service.ts';
export { buildingsTable, citiesTable } from './world.sql.ts';
