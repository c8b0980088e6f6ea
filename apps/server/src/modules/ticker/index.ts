export { TICKER_ROW_ID, getTicker } from './ticker.service.ts';
export { tickerTable } from './ticker.sql.ts';
