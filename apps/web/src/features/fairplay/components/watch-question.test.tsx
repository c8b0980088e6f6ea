import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { WatchQuestion } from './watch-question.tsx';

const stop = {
  id: '7f9c2b1e-1111-4c2d-9a3b-0a1b2c3d4e5f',
  question: 'What is seven plus five? Answer with a number.',
  dueAt: '2026-06-01T12:05:00.000Z',
};
const answered = (passed: boolean, message: string) => ({ body: { passed, message, character: makeOwnCharacter() } });

describe('WatchQuestion', () => {
  it('shows nothing when the watch asks nothing', async () => {
    const api = mockApi({ 'GET /api/fair-play/watch': { body: { stop: null } } });
    const { container } = renderWithProviders(<WatchQuestion />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/fair-play/watch')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks the question as text with a labelled field, focuses it, and says the watch let the character go', async () => {
    let asked = true;
    const api = mockApi({
      'GET /api/fair-play/watch': () => ({ body: { stop: asked ? stop : null } }),
      'POST /api/fair-play/watch/7f9c2b1e-1111-4c2d-9a3b-0a1b2c3d4e5f/answer': () => {
        asked = false;
        return answered(true, 'Thank you. The watch lets you go.');
      },
    });
    const { user } = renderWithProviders(<WatchQuestion />);
    const heading = await screen.findByRole('heading', { name: 'The city watch stops you' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'The city watch stops you' })).toBeInTheDocument();
    expect(screen.getByText('What is seven plus five? Answer with a number.')).toBeInTheDocument();
    expect(screen.getByText(/Answer within 5 minutes, by 12:05 UTC\./)).toBeInTheDocument();
    const field = screen.getByLabelText('Your answer');
    expect(field).toHaveAccessibleDescription('What is seven plus five? Answer with a number.');
    await user.type(field, 'twelve{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. The watch lets you go.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ answer: 'twelve' });
    expect(screen.queryByRole('heading', { name: 'The city watch stops you' })).not.toBeInTheDocument();
  });

  it('says so at once when the answer was wrong', async () => {
    let asked = true;
    mockApi({
      'GET /api/fair-play/watch': () => ({ body: { stop: asked ? stop : null } }),
      'POST /api/fair-play/watch/7f9c2b1e-1111-4c2d-9a3b-0a1b2c3d4e5f/answer': () => {
        asked = false;
        return answered(false, 'That is not right. The watch takes you to jail.');
      },
    });
    const { user } = renderWithProviders(<WatchQuestion />);
    await user.type(await screen.findByLabelText('Your answer'), '13');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not right. The watch takes you to jail.');
  });

  it("shows the server's refusal and keeps the question", async () => {
    mockApi({
      'GET /api/fair-play/watch': { body: { stop } },
      'POST /api/fair-play/watch/7f9c2b1e-1111-4c2d-9a3b-0a1b2c3d4e5f/answer': {
        status: 404,
        body: { code: 'fairplay.stop_not_found', message: 'The watch asks you nothing now.' },
      },
    });
    const { user } = renderWithProviders(<WatchQuestion />);
    await user.type(await screen.findByLabelText('Your answer'), '12');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The watch asks you nothing now.');
  });
});
