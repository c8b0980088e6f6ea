import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { Announcements } from './announcements.tsx';

describe('Announcements', () => {
  it('renders the content as markdown, its headings under the title', async () => {
    mockApi({
      'GET /api/info/announcements': {
        body: [
          {
            id: '11111111-1111-4111-8111-111111111111',
            date: '2025-03-01T12:00:00.000Z',
            title: 'Gates open',
            content: '# Hear ye\n\nCome **now**.',
          },
        ],
      },
    });
    renderWithProviders(<Announcements />);
    expect(await screen.findByText('now', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hear ye' }).tagName).toBe('H4');
  });

  it('shows local date, title and content, HTML as text', async () => {
    // Noon on 1 March in the reader's own time zone, whatever zone the tests run in.
    const date = new Date(2025, 2, 1, 12).toISOString();
    mockApi({
      'GET /api/info/announcements': {
        body: [
          { id: '11111111-1111-4111-8111-111111111111', date, title: 'Gates open', content: '<img src=x onerror=alert(1)>' },
        ],
      },
    });
    const { container } = renderWithProviders(<Announcements />);
    expect(await screen.findByRole('heading', { name: 'Gates open' })).toBeInTheDocument();
    expect(screen.getByText('2025-03-01')).toHaveAttribute('datetime', date);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("reads 'Failed to load announcements' on failure", async () => {
    mockApi({ 'GET /api/info/announcements': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<Announcements />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load announcements');
  });
});
