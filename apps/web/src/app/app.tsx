import { QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@tod/contracts';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { seedAccount } from '../features/accounts/page-session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { landGameplayAnswer } from './gameplay-answers.ts';
import { type AppRouter, createRouter } from './router.tsx';

/**
 * `pageSession`: the session answer the page carried, if any (ADR 0026); else it is fetched.
 * `router`: made beforehand by the caller (main.tsx makes it in a task of its own), else here.
 */
export function App({ pageSession, router: made }: { pageSession?: Session; router?: AppRouter }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onGameplayAnswer: landGameplayAnswer });
    seedAccount(client, pageSession);
    return client;
  });
  const [router] = useState(() => made ?? createRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
