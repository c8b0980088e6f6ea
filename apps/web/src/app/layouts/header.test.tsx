import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKey } from '../../features/accounts/api.ts';
import { readSessionHint, writeSessionHint } from '../../lib/session-hint.ts';
import { makeAccount } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { createTestQueryClient } from '../../testing/render.tsx';
import { Header } from './header.tsx';

function renderHeader(account?: unknown) {
  mockApi({
    'GET /api/auth/session': account === undefined ? () => new Promise(() => {}) : { body: { account } },
    'GET /api/ticker': { body: { ticker: 'Welcome' } },
  });
  const client = createTestQueryClient();
  if (account !== undefined) client.setQueryData(accountKey, account);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header navOpen={false} onToggleNav={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('banner'));
}

const userArea = () => document.querySelector('.site-header__user') as HTMLElement;

afterEach(() => localStorage.clear());

describe('the header while the account loads', () => {
  it("holds the sign-in form's place, with 'Loading...', for a browser not signed in before", () => {
    const header = renderHeader();
    expect(header.getByText('Loading...')).toBeInTheDocument();
    expect(userArea()).toHaveAttribute('data-kind', 'visitor');
    expect(userArea().querySelector('.auth-form--skeleton')).not.toBeNull();
    // A placeholder: nothing in it can be typed into or pressed.
    expect(header.queryByRole('textbox')).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("holds the user panel's place for a browser that was signed in", () => {
    writeSessionHint(true);
    const header = renderHeader();
    expect(header.getByText('Loading...')).toBeInTheDocument();
    expect(userArea()).toHaveAttribute('data-kind', 'player');
    expect(userArea().querySelector('.user-panel--skeleton')).not.toBeNull();
    expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('the header once the account is known', () => {
  it('remembers a signed-in account for the next page', async () => {
    const header = renderHeader(makeAccount());
    expect(header.getByRole('region', { name: 'Your character' })).toBeInTheDocument();
    expect(userArea()).toHaveAttribute('data-kind', 'player');
    await waitFor(() => expect(readSessionHint()).toBe(true));
  });

  it('remembers a visitor', async () => {
    writeSessionHint(true);
    const header = renderHeader(null);
    expect(header.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(userArea()).toHaveAttribute('data-kind', 'visitor');
    await waitFor(() => expect(readSessionHint()).toBe(false));
  });
});
