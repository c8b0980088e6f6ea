import { screen, within } from '@testing-library/react';
import { type ManagedUserDetail, OUTRANKED_MESSAGE, Role } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageUsers } from './manage-users.tsx';

const ID = '5f0c0000-0000-4000-8000-000000000001';
const ann = (over: Partial<ManagedUserDetail> = {}): ManagedUserDetail => ({
  id: ID,
  email: 'ann@example.com',
  role: Role.player,
  createdAt: '2026-06-01T12:00:00.000Z',
  deleted: false,
  sessions: 1,
  characters: [{ id: '9a1e0000-0000-4000-8000-000000000002', name: 'Ann', dead: false }],
  sessionList: [
    {
      id: '9a1e0000-0000-4000-8000-000000000003',
      createdAt: '2026-06-01T12:00:00.000Z',
      lastUsedAt: '2026-06-01T13:00:00.000Z',
      expiresAt: '2026-07-01T12:00:00.000Z',
    },
  ],
  ...over,
});

async function findAnn(callerRole: number, user = ann()) {
  const api = mockApi({
    'GET /api/admin/users': ({ query }) => ({ body: query.get('q') === 'Ann' ? [user] : [] }),
    [`GET /api/admin/users/${ID}`]: { body: user },
    [`POST /api/admin/users/${ID}/sessions/end`]: { body: { ...user, sessions: 0, sessionList: [] } },
    [`POST /api/admin/users/${ID}/reset-link`]: {
      body: { link: 'https://game.example.org/reset-password?token=abc', expiresAt: '2026-06-01T13:00:00.000Z' },
    },
    'GET /api/moderation/bans': { body: [] },
  });
  const view = renderWithProviders(<ManageUsers callerRole={callerRole} renderBan={() => null} />);
  const search = screen.getByRole('button', { name: 'Search' });
  expect(search).toBeDisabled();
  await view.user.type(screen.getByLabelText('E-mail or character name'), ' Ann ');
  await view.user.click(search);
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('cell', { name: 'ann@example.com' })).toBeInTheDocument();
  await view.user.click(within(table).getByRole('button', { name: /Manage/ }));
  await screen.findByRole('heading', { name: 'ann@example.com' });
  return { ...view, api };
}

describe('ManageUsers', { timeout: 20_000 }, () => {
  it('finds an account and lets staff sign it out and make a reset link, but not change its role or delete it', async () => {
    const { user, api } = await findAnn(Role.staff);
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere.')).toBeInTheDocument();
    expect(await screen.findByText('Not signed in anywhere.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Password reset link' }));
    expect(await screen.findByLabelText('Reset link')).toHaveValue('https://game.example.org/reset-password?token=abc');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/admin/users/${ID}/sessions/end`,
      `/api/admin/users/${ID}/reset-link`,
    ]);
  });

  it('offers the owner the role and deletion', async () => {
    await findAnn(Role.owner);
    expect(screen.getByLabelText('Role')).toHaveValue(String(Role.player));
    expect(screen.getByRole('button', { name: 'Save role' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('shows no actions on an account of the same role', async () => {
    await findAnn(Role.staff, ann({ role: Role.staff }));
    expect(screen.getByText(OUTRANKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
