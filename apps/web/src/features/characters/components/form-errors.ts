import { isApiError } from '@/lib/api-client.ts';

/**
 * The server's message when it sent one, the fallback of docs/api.md#errors-on-screen
 * otherwise; exceptions read 'Error: ...'.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage || fallback;
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
