import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageGuilds } from './manage-guilds.tsx';

const CREW = '11111111-1111-4111-8111-111111111111';
const AT = '2026-06-01T12:00:00.000Z';
const crew = {
  id: CREW,
  name: 'The Grey Hands',
  charter: 'evil',
  homeCity: null,
  members: 2,
  seats: 5,
  respect: 0,
  groupDeedsDone: 0,
  createdAt: AT,
};

describe('ManageGuilds', () => {
  it('lists crews, reads a log and renames, showing a refusal as the server words it', async () => {
    const api = mockApi({
      'GET /api/admin/crews': () => ({ body: [crew] }),
      'GET /api/admin/crews/11111111-1111-4111-8111-111111111111/log': () => ({
        body: [{ id: CREW, at: AT, kind: 'founded', text: 'Aria founded The Grey Hands.', amount: null }],
      }),
      'POST /api/admin/crews/11111111-1111-4111-8111-111111111111/rename': () => ({
        status: 409,
        body: { code: 'crews.name_taken', message: 'That crew name is already taken.' },
      }),
    });
    const { user } = renderWithProviders(<ManageGuilds />);
    expect(await screen.findByRole('heading', { name: 'The Grey Hands' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read log' }));
    expect(await screen.findByText(/Aria founded The Grey Hands\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New name'), 'Taken Name');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('That crew name is already taken.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Taken Name' });
  });
});
