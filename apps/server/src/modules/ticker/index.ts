export { TICKER_ROW_ID } from './ticker.service.ts';
export { tickerTable } from './ticker.sql.ts';
