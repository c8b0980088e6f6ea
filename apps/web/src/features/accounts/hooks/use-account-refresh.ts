import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountRefresher, requestAccountRefresh } from '../api.ts';
import type { AccountRefresher } from '../refresh-policy.ts';
import { AccountRefreshRules } from '../refresh-policy.ts';

/**
 * Keeps the account fresh (docs/product-rules.md#account-refresh): a poll every 10 minutes while the tab is visible, and a
 * refresh when the tab regains focus after more than 2 minutes. Mount once, in the shell.
 */
export function useAccountRefresh(refresher: AccountRefresher = accountRefresher): void {
  const client = useQueryClient();
  useEffect(() => {
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') requestAccountRefresh(client, 'poll', refresher);
    }, AccountRefreshRules.pollIntervalMs);
    const onFocus = () => {
      if (document.visibilityState === 'visible') requestAccountRefresh(client, 'focus', refresher);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [client, refresher]);
}
