// Crews sit right above gameplay in the module order; app.ts wires their routes and hands
// `charterOf` to the deeds module as a port, so deeds never imports crews.
export { charterOf, charterSql, crewBoard } from './view.service.ts';
export { replaceAbsentLeaders } from './succession.ts';
export { crewSeatWatch } from './crew-news.ts';
export { crewLogTable, crewMembersTable, crewsTable } from './crews.sql.ts';
