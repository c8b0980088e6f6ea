export { type RequestKey, registerApiKeyAuth } from './apikeys.auth.ts';
export { apiKeyCallsTable, apiKeysTable } from './apikeys.sql.ts';
export { pruneKeyCalls, revokeKeysOf } from './apikeys.service.ts';
