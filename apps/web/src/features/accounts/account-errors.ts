import { isApiError } from '@/lib/api-client.ts';

/** The server's own text (it says what was wrong: the password, a taken e-mail, a limit), else the fallback. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage || fallback;
  return `An error occurred: ${error instanceof Error ? error.message : String(error)}`;
}

/** The message when the two new-password fields differ (checked before anything is sent). */
export const PASSWORDS_DIFFER = 'The new passwords do not match.';
