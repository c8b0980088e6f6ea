export { characterDetail, searchCharacters } from './roster.view.ts';
