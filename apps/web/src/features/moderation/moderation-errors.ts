import { isApiError } from '@/lib/api-client.ts';

/** The server's text (it names the rule: a duplicate report, a higher role, a limit), else the fallback. */
export function moderationError(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage || fallback;
  return `An error occurred: ${error instanceof Error ? error.message : String(error)}`;
}
