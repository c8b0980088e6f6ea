import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { HiddenAuthorsList } from './hidden-authors-list.tsx';

const ID = '11111111-1111-4111-8111-111111111111';

describe('HiddenAuthorsList', () => {
  it('lists hidden players with a link and a way to show them again', async () => {
    mockApi({
      'GET /api/shoutbox/hidden': { body: [{ characterId: ID, name: 'Pest' }] },
      [`DELETE /api/shoutbox/hidden/${ID}`]: { body: [] },
    });
    const { user } = renderWithProviders(<HiddenAuthorsList />);
    expect(await screen.findByRole('link', { name: 'Pest' })).toHaveAttribute('href', `/character/view/${ID}`);
    await user.click(screen.getByRole('button', { name: "Show Pest's messages" }));
    expect(await screen.findByText("You hide nobody's chat messages.")).toBeInTheDocument();
  });

  it('says when nobody is hidden, and shows a load failure', async () => {
    mockApi({ 'GET /api/shoutbox/hidden': { body: [] } });
    renderWithProviders(<HiddenAuthorsList />);
    expect(await screen.findByText("You hide nobody's chat messages.")).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be read', async () => {
    mockApi({ 'GET /api/shoutbox/hidden': { status: 403, body: { message: 'You need a living character.' } } });
    renderWithProviders(<HiddenAuthorsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You need a living character.');
  });
});
