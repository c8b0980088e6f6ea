import type { Deed } from '@tod/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { DEEDS_PER_PAGE, filterDeeds, NO_DEED_FILTER, pageOf } from '../deed-filter.ts';
import { DeedsTable } from './deeds-table.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CITY = id(900);
const deed = (n: number, patch: Partial<Deed> = {}): Deed => ({
  id: id(n),
  name: `Deed ${String(n).padStart(3, '0')}`,
  level: Math.min(100, n),
  alignment: [1, 0, -1][n % 3] as number,
  content: `About deed ${n}`,
  success: '',
  failure: '',
  skills: {},
  cityId: null,
  reward: { gold: 1, experience: 1, alignment: 1, jailTime: 0 },
  ...patch,
});

describe('filterDeeds and pageOf', () => {
  const deeds = [
    deed(1, { name: 'Rescue a Kitten' }),
    deed(2, { name: 'Pick a Pocket', alignment: -1, reward: { gold: 1, experience: 1, alignment: 1, jailTime: 60 } }),
    deed(3, { name: 'Map the Mine', alignment: 0, cityId: CITY }),
  ];
  const names = (list: Deed[]) => list.map((d) => d.name);

  it('searches names, descriptions and city names in any case, and filters by alignment, place and risk', () => {
    const cities = new Map([[CITY, 'Hearthmere']]);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, query: 'POCKET' }))).toEqual(['Pick a Pocket']);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, query: 'hearth' }, cities))).toEqual(['Map the Mine']);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, alignment: 'evil' }))).toEqual(['Pick a Pocket']);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, where: 'local' }))).toEqual(['Map the Mine']);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, where: { cityId: CITY } }))).toEqual(['Map the Mine']);
    expect(names(filterDeeds(deeds, { ...NO_DEED_FILTER, where: 'everywhere', riskyOnly: true }))).toEqual(['Pick a Pocket']);
  });

  it('pages 25 at a time, clamping the page into range', () => {
    const many = Array.from({ length: 107 }, (_, i) => i);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 5 });
    expect(pageOf(many, 5).rows).toHaveLength(107 - 4 * DEEDS_PER_PAGE);
    expect(pageOf(many, 9).page).toBe(5);
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});

describe('DeedsTable paging and search', () => {
  it('shows 107 deeds 25 at a time, sorted across pages, and searching goes back to page 1', async () => {
    const deeds = Array.from({ length: 107 }, (_, i) => deed(i + 1));
    const { user } = renderWithProviders(
      <DeedsTable deeds={deeds} savingId={null} onQuickSave={vi.fn()} onFullEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Deeds pages' });
    expect(pager).toHaveTextContent('Page 1 of 5 (107 deeds)');
    expect(screen.getAllByRole('rowheader')).toHaveLength(DEEDS_PER_PAGE);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Deed 026');
    await user.type(screen.getByRole('searchbox', { name: 'Search deeds' }), 'Deed 10');
    expect(pager).toHaveTextContent('Page 1 of 1 (9 deeds)');
    expect(screen.getAllByRole('rowheader').map((row) => row.textContent)).toContain('Deed 100');
    await user.clear(screen.getByRole('searchbox', { name: 'Search deeds' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search deeds' }), 'nothing like it');
    expect(screen.getByText('No deeds match these filters.')).toBeInTheDocument();
  });
});
