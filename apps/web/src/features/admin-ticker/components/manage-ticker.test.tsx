import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageTicker } from './manage-ticker.tsx';

const preview = () => screen.getByRole('region', { name: 'Preview' });

// Typing-heavy journeys: give a busy machine room beyond the 5 s default.
describe('ManageTicker', { timeout: 20_000 }, () => {
  it('previews the bullet-separated sections with stars and resets to the loaded text', async () => {
    mockApi({ 'GET /api/ticker': { body: { ticker: 'Welcome • Double XP' } } });
    const { user } = renderWithProviders(<ManageTicker />);
    expect(screen.getByText('Loading ticker...')).toBeInTheDocument();
    const text = await screen.findByLabelText('Ticker Text');
    expect(text).toHaveValue('Welcome • Double XP');
    expect(preview()).toHaveTextContent('★ Welcome ★ Double XP');
    const update = screen.getByRole('button', { name: 'Update Ticker Feed' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(update).toBeDisabled();
    expect(reset).toBeDisabled();

    await user.type(text, ' • New city');
    expect(preview()).toHaveTextContent('★ Welcome ★ Double XP ★ New city');
    expect(preview().querySelectorAll('.ticker-preview__star')).toHaveLength(3);
    expect(update).toBeEnabled();
    expect(reset).toBeEnabled();

    await user.click(reset);
    expect(text).toHaveValue('Welcome • Double XP');
    expect(update).toBeDisabled();
    expect(screen.getByText(/Keep announcements short/)).toBeInTheDocument();
    expect(screen.getByText(/Each bullet-separated section is formatted automatically/)).toBeInTheDocument();
    expect(screen.getByText(/Updates may take a few minutes to reach all sessions/)).toBeInTheDocument();
  });

  it('saves, tells the caller, and makes the saved text the one Reset restores', async () => {
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /api/ticker': { body: { ticker: 'Old news' } },
      'POST /api/ticker': ({ body }) => ({ body: { ticker: (body as { ticker: string }).ticker.trim() } }),
    });
    const { user } = renderWithProviders(<ManageTicker onSaved={onSaved} />);
    const text = await screen.findByLabelText('Ticker Text');
    await user.clear(text);
    await user.type(text, 'Fresh news');
    await user.click(screen.getByRole('button', { name: 'Insert bullet (•)' }));
    await user.type(text, 'More');
    expect(text).toHaveValue('Fresh news • More');
    await user.click(screen.getByRole('button', { name: 'Update Ticker Feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ticker feed updated successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ticker: 'Fresh news • More' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(text).toHaveValue('Fresh news • More');
  });

  it('shows the spec texts when loading or saving fails', async () => {
    mockApi({ 'GET /api/ticker': { status: 500, body: {} } });
    const first = renderWithProviders(<ManageTicker />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the current ticker feed. Please try again later.');
    first.unmount();

    mockApi({ 'GET /api/ticker': { body: { ticker: 'A' } }, 'POST /api/ticker': { status: 500, body: {} } });
    const { user } = renderWithProviders(<ManageTicker />);
    await user.type(await screen.findByLabelText('Ticker Text'), 'B');
    await user.click(screen.getByRole('button', { name: 'Update Ticker Feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the ticker feed. Please try again later.');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });
});
