import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChroniclePanel } from './chronicle-panel.tsx';

describe('ChroniclePanel', () => {
  it("shows yesterday's lines", async () => {
    mockApi({ 'GET /api/chronicle': { body: { day: '2026-06-01', lines: ['Aria freed the most prisoners: 3.'] } } });
    renderWithProviders(<ChroniclePanel />);
    expect(screen.getByRole('heading', { name: "Yesterday's chronicle" })).toBeInTheDocument();
    expect(await screen.findByText('Aria freed the most prisoners: 3.')).toBeInTheDocument();
  });
  it('says when it cannot be loaded', async () => {
    mockApi({ 'GET /api/chronicle': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ChroniclePanel />);
    expect(await screen.findByText('The chronicle could not be loaded.')).toBeInTheDocument();
  });
});
