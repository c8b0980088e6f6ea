import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  /** Address the memory router starts at. */
  route?: string;
  /** Route pattern the element is mounted on (for params). */
  path?: string;
  /** Extra routes beside the element's, e.g. redirect targets. */
  routes?: RouteObject[];
  /** Query cache entries present before the first render. */
  queryData?: [readonly unknown[], unknown][];
  client?: QueryClient;
}

/** Renders with a fresh query client and a memory router, as the app's providers would. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? createTestQueryClient();
  for (const [key, data] of options.queryData ?? []) client.setQueryData(key, data);
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router, user };
}

/** A route that shows where the app went, for redirect assertions. */
export const landing = (path: string, text = `Landed on ${path}`): RouteObject => ({ path, element: <p>{text}</p> });
