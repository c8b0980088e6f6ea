import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { createTestQueryClient } from '@/testing/render.tsx';
import { accountKey, fetchAccount } from '../api.ts';
import { AccountRefresher } from '../refresh-policy.ts';
import { useAccountRefresh } from './use-account-refresh.ts';

const minute = 60_000;

function Probe({ refresher }: { refresher: AccountRefresher }) {
  useAccountRefresh(refresher);
  return null;
}

function setup() {
  const refresher = new AccountRefresher();
  const client = createTestQueryClient();
  client.setQueryDefaults(accountKey, { queryFn: () => fetchAccount(refresher), staleTime: Number.POSITIVE_INFINITY });
  const api = mockApi({ 'GET /api/auth/session': { body: { account: makeAccount() } } });
  render(
    <QueryClientProvider client={client}>
      <Probe refresher={refresher} />
    </QueryClientProvider>,
  );
  const accountCalls = () => api.calls.filter((c) => c.path === '/api/auth/session').length;
  return { client, refresher, accountCalls };
}

describe('useAccountRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 10 minutes while the tab is visible', async () => {
    const { client, accountCalls } = setup();
    await act(() => client.fetchQuery({ queryKey: accountKey }));
    expect(accountCalls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(10 * minute));
    expect(accountCalls()).toBe(2);
  });

  it('skips the poll while the tab is hidden', async () => {
    const { client, accountCalls } = setup();
    await act(() => client.fetchQuery({ queryKey: accountKey }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => vi.advanceTimersByTime(10 * minute));
    expect(accountCalls()).toBe(1);
    visibility.mockRestore();
  });

  it('refreshes on focus only after 2 minutes', async () => {
    const { client, accountCalls } = setup();
    await act(() => client.fetchQuery({ queryKey: accountKey }));
    await act(async () => {
      vi.advanceTimersByTime(minute);
      window.dispatchEvent(new Event('focus'));
    });
    expect(accountCalls()).toBe(1);
    await act(async () => {
      vi.advanceTimersByTime(minute + 1);
      window.dispatchEvent(new Event('focus'));
    });
    expect(accountCalls()).toBe(2);
  });
});
