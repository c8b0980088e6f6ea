import { screen } from '@testing-library/react';
import { PAGE_SESSION_ELEMENT_ID } from '@tod/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { pageCarries as pageWith } from '@/testing/page-data.ts';
import { createTestQueryClient, renderWithProviders } from '@/testing/render.tsx';
import { accountKey, useAccount } from './api.ts';
import { seedAccount, takePageSession } from './page-session.ts';
import { AccountRefresher } from './refresh-policy.ts';

/** Puts the session element the server writes into the page, with its text exactly as given. */
const pageCarries = (text: string) => pageWith(PAGE_SESSION_ELEMENT_ID, text);

afterEach(() => {
  document.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove();
});

describe('takePageSession', () => {
  it("takes a visitor's answer once and removes the element", () => {
    const element = pageCarries('{"account":null}');
    expect(takePageSession(document, new AccountRefresher())).toEqual({ account: null });
    expect(element.isConnected).toBe(false);
    expect(takePageSession(document, new AccountRefresher())).toBeUndefined();
  });

  it("takes a player's account as the session call's contract reads it", () => {
    const account = makeAccount({ email: 'a@example.com' });
    pageCarries(JSON.stringify({ account }));
    expect(takePageSession(document, new AccountRefresher())).toEqual({ account });
  });

  it('reads text the server escaped (< as \\u003c) back as it was', () => {
    const account = makeAccount();
    const bio = 'Hi </script><script>alert(1)</script> <!-- \u2028';
    const sent = JSON.stringify({ account: { ...account, playerCharacter: { ...account.playerCharacter, bio } } })
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028');
    expect(sent).not.toContain('<');
    pageCarries(sent);
    expect(takePageSession(document, new AccountRefresher())?.account?.playerCharacter?.bio).toBe(bio);
  });

  it.each([
    ['no JSON', 'not json'],
    ['an empty element', ''],
    ['another shape', '{"id":"nope"}'],
    ['an account breaking the contract', JSON.stringify({ account: { ...makeAccount(), role: 'staff' } })],
  ])('gives nothing for %s (the account is then fetched), and still removes the element', (_label, text) => {
    const refresher = new AccountRefresher();
    const element = pageCarries(text);
    expect(takePageSession(document, refresher)).toBeUndefined();
    expect(element.isConnected).toBe(false);
    // Not counted as a fetch: the fetch that follows may go out at once.
    expect(refresher.mayRefresh('forced', Date.now())).toBe(true);
  });

  it('gives nothing when the page carries no element (the dev server, the offline page)', () => {
    expect(takePageSession(document, new AccountRefresher())).toBeUndefined();
  });

  it('counts as the account fetch for the refresh rules: no focus refresh right after', () => {
    const refresher = new AccountRefresher();
    pageCarries('{"account":null}');
    takePageSession(document, refresher);
    expect(refresher.mayRefresh('focus', Date.now())).toBe(false);
    expect(refresher.mayRefresh('poll', Date.now())).toBe(false);
  });
});

function Who() {
  const { account, status } = useAccount();
  return <p>{status === 'loading' ? 'Checking character status...' : (account?.email ?? 'visitor')}</p>;
}

describe('seedAccount', () => {
  it('the first render has the account, and no call asks for it', async () => {
    const api = mockApi({ 'GET /api/auth/session': () => new Promise(() => {}) });
    const client = createTestQueryClient();
    seedAccount(client, { account: makeAccount({ email: 'seeded@example.com' }) });
    renderWithProviders(<Who />, { client });
    expect(screen.getByText('seeded@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Checking character status...')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('a visitor is signed out at once', () => {
    const api = mockApi({});
    const client = createTestQueryClient();
    seedAccount(client, { account: null });
    renderWithProviders(<Who />, { client });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('without a page session the account is fetched as before', async () => {
    const api = mockApi({ 'GET /api/auth/session': { body: { account: makeAccount({ email: 'fetched@example.com' }) } } });
    const client = createTestQueryClient();
    seedAccount(client, undefined);
    renderWithProviders(<Who />, { client });
    expect(screen.getByText('Checking character status...')).toBeInTheDocument();
    expect(await screen.findByText('fetched@example.com')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/session']);
  });

  it('a later refresh still asks the server and replaces the seeded account', async () => {
    const api = mockApi({ 'GET /api/auth/session': { body: { account: makeAccount({ email: 'later@example.com' }) } } });
    const client = createTestQueryClient();
    seedAccount(client, { account: makeAccount({ email: 'seeded@example.com' }) });
    renderWithProviders(<Who />, { client });
    expect(screen.getByText('seeded@example.com')).toBeInTheDocument();
    await client.refetchQueries({ queryKey: accountKey, exact: true });
    expect(await screen.findByText('later@example.com')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/session']);
  });
});
