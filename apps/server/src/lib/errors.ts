/**
 * An error the client may see. `code` is `module.reason` (for logs and tests); `message` is
 * the text shown to the player; `status` is the HTTP status.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly details: unknown;
  constructor(
    code: string,
    status: number,
    message: string,
    extra: { headers?: Record<string, string>; details?: unknown } = {},
  ) {
    // An expected refusal is an answer, not a fault: its stack is never shown or logged, and
    // capturing one cost about a tenth of a cheap call's CPU. A 5xx keeps its stack.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.headers = extra.headers ?? {};
    this.details = extra.details;
  }
}

export const badRequest = (code: string, message: string) => new AppError(code, 400, message);
export const unauthorized = (message = 'You must be signed in.') => new AppError('auth.signed_out', 401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('auth.forbidden', 403, message);
export const notFound = (code: string, message: string) => new AppError(code, 404, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(code, 429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    details: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  });
