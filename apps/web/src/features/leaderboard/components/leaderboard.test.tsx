import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardByName } from '@tod/contracts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { Leaderboard } from './leaderboard.tsx';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

function Harness() {
  const [by, setBy] = useState<LeaderboardByName>('level');
  return <Leaderboard by={by} onSelect={setBy} ownCharacterId={B} />;
}

describe('Leaderboard', () => {
  it('shows each board in a tab, ranks linking to the characters, and marks your own row', async () => {
    const api = mockApi({
      'GET /api/leaderboard': (request) => {
        const by = request.query.get('by');
        return {
          body: {
            by,
            entries: [
              { rank: 1, id: A, name: 'Aria', level: 5, value: by === 'level' ? 5 : 1200 },
              { rank: 2, id: B, name: 'Bram', level: 3, value: by === 'level' ? 3 : 900 },
            ],
          },
        };
      },
    });
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Level', 'Gold', 'Good', 'Evil', 'Jailbreaks']);
    const table = await screen.findByRole('table', { name: 'Top characters by level' });
    expect(within(table).getByRole('link', { name: 'Aria' })).toHaveAttribute('href', `/character/view/${A}`);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2Bram (you)3');

    await user.click(screen.getByRole('tab', { name: 'Gold' }));
    const gold = await screen.findByRole('table', { name: 'Top characters by gold' });
    expect(within(gold).getByRole('columnheader', { name: 'Gold' })).toBeInTheDocument();
    expect(within(gold).getAllByRole('row')[1]).toHaveTextContent(/1Aria5\s?1,200/);
    expect(api.calls.map((c) => c.query.get('by'))).toEqual(['level', 'gold']);
  });

  it('moves between boards with the arrow keys', async () => {
    mockApi({ 'GET /api/leaderboard': { body: { by: 'level', entries: [] } } });
    const { user } = renderWithProviders(<Harness />);
    screen.getByRole('tab', { name: 'Level' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Jailbreaks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Jailbreaks' })).toHaveFocus();
  });

  it('says when nobody is ranked, and shows a load failure', async () => {
    mockApi({ 'GET /api/leaderboard': { body: { by: 'level', entries: [] } } });
    renderWithProviders(<Harness />);
    expect(await screen.findByText('No characters to rank yet.')).toBeInTheDocument();
  });

  it('shows the server message when the board cannot be read', async () => {
    mockApi({ 'GET /api/leaderboard': { status: 429, body: { message: 'Too many requests. Try again in 5 seconds.' } } });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the leaderboard: Too many requests. Try again in 5 seconds.',
    );
  });
});
