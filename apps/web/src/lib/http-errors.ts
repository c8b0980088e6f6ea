import { isApiError } from './api-client.ts';

/**
 * Standard reason phrases. `fetch` gives `statusText` only for HTTP/1.1 and the API client does
 * not keep it, so messages of the form '{status} {status text}' read it from here.
 */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of an HTTP status ('' for one this table does not know). */
export function statusText(status: number): string {
  return REASON_PHRASES[status] ?? '';
}

/** What went wrong, for '... failed: {detail}' messages: the server's own message, else the error's. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * '{status} {status text}' for an error answer, followed by the server's message when it sent
 * one (it says which field is wrong); a network failure gives its own message instead.
 */
export function statusDetail(error: unknown): string {
  if (!isApiError(error)) return errorDetail(error);
  const line = `${error.status} ${statusText(error.status)}`.trim();
  return error.serverMessage ? `${line}: ${error.serverMessage}` : line;
}

/** The status number of an error answer, else the error's message (network failures have none). */
export function statusOnly(error: unknown): string {
  return isApiError(error) ? String(error.status) : errorDetail(error);
}
