import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Error;
type Handler = Reply | ((request: MockRequest) => Reply | Promise<Reply>);

/**
 * Replaces `fetch` with canned answers keyed by 'METHOD /api/path'. An Error reply rejects like
 * a network failure; an unknown call answers 404. Returns the mock to inspect calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: MockRequest = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: { message: 'Not found.' } });
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}
