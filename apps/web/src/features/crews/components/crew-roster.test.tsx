import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CrewRoster } from './crew-roster.tsx';

const CREW = '11111111-1111-4111-8111-111111111111';
const ARIA = '22222222-2222-4222-8222-222222222222';
const BRAM = '44444444-4444-4444-8444-444444444444';
const CORA = '55555555-5555-4555-8555-555555555555';
const AT = '2026-06-01T12:00:00.000Z';
const crew = (me: { id: string; rank: 'leader' | 'officer' | 'member'; permissions: string[] }) =>
  ({
    id: CREW,
    name: 'The Grey Hands',
    charter: 'evil',
    homeCity: null,
    members: 3,
    seats: 5,
    respect: 0,
    groupDeedsDone: 0,
    createdAt: AT,
    text: '',
    purse: 0,
    nextSeatPrice: 1500,
    charterBonus: 0.03,
    roster: [
      { id: ARIA, name: 'Aria', level: 12, rank: 'leader', permissions: [], joinedAt: AT },
      { id: BRAM, name: 'Bram', level: 11, rank: 'officer', permissions: ['invite', 'plan'], joinedAt: AT },
      { id: CORA, name: 'Cora', level: 10, rank: 'member', permissions: [], joinedAt: AT },
    ],
    me: { ...me, withdrawRoom: 0 },
    applications: [],
  }) as Parameters<typeof CrewRoster>[0]['crew'];

type Crew = Parameters<typeof CrewRoster>[0]['crew'];

/** The page handing the roster the crew it read again (after a promotion). */
function ReadAgain({ first, then }: { first: Crew; then: Crew }) {
  const [shown, setShown] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setShown(then)}>
        Read again
      </button>
      <CrewRoster crew={shown} />
    </>
  );
}

describe('CrewRoster', () => {
  it('lets the leader promote a member and grant an officer the purse, as the server answers', async () => {
    const api = mockApi({
      [`POST /api/crews/mine/members/${CORA}/rank`]: () => ({ body: { message: 'Cora is now officer.' } }),
      [`POST /api/crews/mine/members/${BRAM}/permissions`]: () => ({
        body: { message: "Bram's permissions: invite, plan, withdraw." },
      }),
    });
    const { user } = renderWithProviders(<CrewRoster crew={crew({ id: ARIA, rank: 'leader', permissions: [] })} />);
    const members = screen.getByRole('list', { name: 'Members' });
    // Nothing to do to oneself.
    expect(within(members).queryByRole('button', { name: /Aria/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make Cora officer' }));
    expect(await screen.findByText('Cora is now officer.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/rank'))?.body).toEqual({ rank: 'officer' });
    const bram = screen.getByRole('group', { name: 'Permissions of Bram' });
    expect(within(bram).getByRole('checkbox', { name: 'Plan group deeds' })).toBeChecked();
    await user.click(within(bram).getByRole('checkbox', { name: 'Withdraw from the purse' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Permissions of Bram' })).getByRole('button', { name: 'Save permissions' }),
    );
    expect(await screen.findByText("Bram's permissions: invite, plan, withdraw.")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/permissions'))?.body).toEqual({ permissions: ['invite', 'plan', 'withdraw'] });
    expect(screen.getByRole('button', { name: 'Hand the crew to Bram' })).toBeInTheDocument();
  });

  it("starts the permissions form again from the server's when they change, keeping the saved message", async () => {
    mockApi({
      [`POST /api/crews/mine/members/${CORA}/permissions`]: () => ({ body: { message: "Cora's permissions: invite." } }),
    });
    const leader = crew({ id: ARIA, rank: 'leader', permissions: [] });
    const promoted = {
      ...leader,
      roster: leader.roster.map((m) =>
        m.id === CORA ? { ...m, rank: 'officer' as const, permissions: ['invite' as const, 'plan' as const] } : m,
      ),
    };
    const { user } = renderWithProviders(<ReadAgain first={leader} then={promoted} />);
    const cora = () => screen.getByRole('group', { name: 'Permissions of Cora' });
    expect(within(cora()).getByRole('checkbox', { name: 'Plan group deeds' })).not.toBeChecked();
    await user.click(within(cora()).getByRole('checkbox', { name: 'Invite' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Permissions of Cora' })).getByRole('button', { name: 'Save permissions' }),
    );
    expect(await screen.findByText("Cora's permissions: invite.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(within(cora()).getByRole('checkbox', { name: 'Plan group deeds' })).toBeChecked();
    expect(screen.getByText("Cora's permissions: invite.")).toBeInTheDocument();
  });

  it('gives an officer with remove only the plain members, and a member without permissions nothing', async () => {
    mockApi({});
    const officer = renderWithProviders(<CrewRoster crew={crew({ id: BRAM, rank: 'officer', permissions: ['remove'] })} />);
    expect(screen.getByRole('button', { name: 'Remove Cora' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make|Hand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Permissions of/ })).not.toBeInTheDocument();
    officer.unmount();
    renderWithProviders(<CrewRoster crew={crew({ id: CORA, rank: 'member', permissions: [] })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
