import { API_BASE, buildPath, type Endpoint, ErrorResponseSchema, SCRIPT_CALL_HEADER } from '@tod/contracts';
import { nextTask } from './next-task.ts';
import { pageAnswers } from './page-answers.ts';

/** What a zod schema gives after parsing / accepts before parsing (zod's own `z.output` / `z.input`). */
type Output<S> = S extends { _zod: { output: infer O } } ? O : undefined;
type Input<S> = S extends { _zod: { input: infer I } } ? I : undefined;

type EndpointResult<E extends Endpoint> = Output<E['response']>;

interface RequestOptions<E extends Endpoint> {
  params?: Input<E['params']>;
  query?: Input<E['query']>;
  body?: Input<E['body']>;
  /** Multipart upload instead of a JSON body (the browser sets the boundary). */
  formData?: FormData;
  signal?: AbortSignal;
}

/**
 * The server answered with an error. `serverMessage` is the server's own text when it sent one;
 * screens fall back to the wording of docs/api.md#errors-on-screen when it did not.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly serverMessage: string | undefined;

  constructor(status: number, body: { message?: string; code?: string; details?: unknown } = {}) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
    this.serverMessage = body.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for an error answer, else the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/** Builds the address of an endpoint below the API base. */
export function endpointUrl<E extends Endpoint>(e: E, params?: Input<E['params']>, query?: Input<E['query']>): string {
  let url = API_BASE + buildPath(e.path, (params ?? {}) as Record<string, string | number>);
  if (query && typeof query === 'object') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string; details?: unknown }> {
  try {
    const parsed = ErrorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Calls one contract endpoint on the same origin and parses the answer with its response schema.
 * Error answers throw {@link ApiError}; network failures and answers that break the contract
 * throw ordinary errors (screens show those as exceptions).
 */
export async function apiRequest<E extends Endpoint>(e: E, options: RequestOptions<E> = {}): Promise<EndpointResult<E>> {
  const url = endpointUrl(e, options.params, options.query);
  // The page may carry this call's answer (ADR 0059); one that breaks the contract (a page from
  // another build) is left aside and the call made.
  const carried = e.method === 'GET' ? pageAnswers.use(url, Date.now()) : undefined;
  if (carried !== undefined) {
    // The first screen's queries all start in one task (React's effects after its first paint);
    // each carried answer is parsed, and its schemas made (ADR 0060), in a task of its own, so no
    // task holds the phone's main thread for all of them (docs/performance.md, "Answers parsed
    // one at a time").
    await nextTask();
    const parsed = e.response.safeParse(carried);
    if (parsed.success) return parsed.data as EndpointResult<E>;
  }
  const headers: Record<string, string> = { accept: 'application/json', [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, {
    method: e.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  const json: unknown = response.status === 204 ? undefined : await response.json();
  return e.response.parse(json) as EndpointResult<E>;
}
