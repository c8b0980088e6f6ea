import type { QueryClient } from '@tanstack/react-query';
import { type Account, accountsApi, PAGE_SESSION_ELEMENT_ID, type Session } from '@tod/contracts';
import { accountKey, accountRefresher } from './api.ts';
import type { AccountRefresher } from './refresh-policy.ts';

/**
 * The session answer the server put into the page (ADR 0026), taken once before the first
 * render: the element is removed, so nothing reads a stale copy later. It is parsed with the
 * session call's own contract and counts as that call for the refresh rules, as the fetch it
 * replaces did. `undefined` when the page carries none or one that does not parse (the dev
 * server, the offline page, an older or newer server): the account is then fetched as before.
 */
export function takePageSession(doc: Document = document, refresher: AccountRefresher = accountRefresher): Session | undefined {
  const element = doc.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  const parsed = accountsApi.session.response.safeParse(json);
  if (!parsed.success) return undefined;
  refresher.recordFetch(Date.now());
  return parsed.data;
}

/** Puts the page's session into the account query, so the guards decide on the first render. */
export function seedAccount(client: QueryClient, session: Session | undefined): void {
  if (session) client.setQueryData<Account | null>(accountKey, session.account);
}
