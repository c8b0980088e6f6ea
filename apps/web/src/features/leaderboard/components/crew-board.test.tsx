import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CrewBoard } from './crew-board.tsx';

const A = '11111111-1111-4111-8111-111111111111';

describe('CrewBoard', () => {
  it('ranks crews in tabs by respect, members and group deeds', async () => {
    const api = mockApi({
      'GET /api/leaderboard/crews': (request) => {
        const by = request.query.get('by');
        return {
          body: {
            by,
            entries: [
              {
                rank: 1,
                id: A,
                name: 'The Grey Hands',
                charter: 'evil',
                members: 4,
                respect: 1250,
                groupDeedsDone: 3,
                value: by === 'respect' ? 1250 : 4,
              },
            ],
          },
        };
      },
    });
    const { user } = renderWithProviders(<CrewBoard />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Respect', 'Members', 'Group deeds']);
    const table = await screen.findByRole('table', { name: 'Top crews by respect' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1The Grey Handsevil1,250');
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    const members = await screen.findByRole('table', { name: 'Top crews by members' });
    expect(within(members).getAllByRole('row')[1]).toHaveTextContent('1The Grey Handsevil4');
    expect(api.calls.map((c) => c.query.get('by'))).toEqual(['respect', 'members']);
  });
});
