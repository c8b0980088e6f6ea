import { accountsApi, charactersApi, PAGE_ANSWERS_ELEMENT_ID, SCRIPT_CALL_HEADER, tickerApi } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api.ts';
import { pageCarries } from '../testing/page-data.ts';
import { ApiError, apiRequest, endpointUrl, serverMessageOr } from './api-client.ts';
import { pageAnswers } from './page-answers.ts';

describe('endpointUrl', () => {
  it('puts the path below the API base with its parameters and query', () => {
    expect(endpointUrl(charactersApi.byId, { id: 'a b' })).toBe('/api/character/a%20b');
    expect(endpointUrl(charactersApi.search, undefined, { name: 'Sir & Co' })).toBe('/api/character/search?name=Sir+%26+Co');
  });
});

/** A page carrying `answers` (ADR 0059), taken as main.tsx does. */
function carry(answers: Record<string, unknown>): void {
  pageCarries(PAGE_ANSWERS_ELEMENT_ID, JSON.stringify(answers));
  pageAnswers.take(document, Date.now());
}

describe('apiRequest', () => {
  it("uses the page's answer to a GET once instead of calling (ADR 0059), and calls after that", async () => {
    const api = mockApi({ 'GET /api/ticker': { body: { ticker: 'From the server' } } });
    carry({ '/api/ticker': { ticker: 'From the page' } });
    await expect(apiRequest(tickerApi.get)).resolves.toEqual({ ticker: 'From the page' });
    expect(api.fetch).not.toHaveBeenCalled();
    await expect(apiRequest(tickerApi.get)).resolves.toEqual({ ticker: 'From the server' });
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it("calls when the page's answer breaks the contract (a page from another build)", async () => {
    const api = mockApi({ 'GET /api/ticker': { body: { ticker: 'From the server' } } });
    carry({ '/api/ticker': { news: 42 } });
    await expect(apiRequest(tickerApi.get)).resolves.toEqual({ ticker: 'From the server' });
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends JSON on the same origin and parses the answer with the contract', async () => {
    const api = mockApi({ 'PATCH /api/character/bio': ({ body }) => ({ body }) });
    await expect(apiRequest(charactersApi.bio, { body: { bio: 'hi' } })).resolves.toEqual({ bio: 'hi' });
    const init = api.fetch.mock.calls[0]?.[1] ?? {};
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('PATCH');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('marks logout as a script call, which the server requires (an image or a link cannot send it)', async () => {
    const api = mockApi({ 'GET /api/auth/logout': { body: { ok: true } } });
    await expect(apiRequest(accountsApi.logout)).resolves.toEqual({ ok: true });
    const init = api.fetch.mock.calls[0]?.[1] ?? {};
    expect(init.headers).toMatchObject({ [SCRIPT_CALL_HEADER.name]: SCRIPT_CALL_HEADER.value });
  });

  it("turns an error answer into an ApiError carrying the server's message", async () => {
    mockApi({ 'GET /api/auth/account': { status: 401, body: { message: 'You must be signed in.', code: 'auth.signed_out' } } });
    const error = await apiRequest(accountsApi.account).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'auth.signed_out', serverMessage: 'You must be signed in.' });
    expect(serverMessageOr(error, 'fallback')).toBe('You must be signed in.');
  });

  it('leaves the server message empty when the error answer is not the error shape', async () => {
    mockApi({ 'GET /api/auth/account': { status: 502, body: '<html>' } });
    const error = await apiRequest(accountsApi.account).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
    expect(serverMessageOr(error, 'fallback')).toBe('fallback');
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/auth/account': { body: { id: 'nope' } } });
    await expect(apiRequest(accountsApi.account)).rejects.not.toBeInstanceOf(ApiError);
  });
});
