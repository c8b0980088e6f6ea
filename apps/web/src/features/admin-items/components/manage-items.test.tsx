import { screen, within } from '@testing-library/react';
import type { AdminItem } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageItems } from './manage-items.tsx';

const ID = '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10';
const pick: AdminItem = {
  id: ID,
  name: 'Bent Lockpick',
  description: 'Bent.',
  slot: 'tool',
  level: 1,
  uses: 60,
  bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.02 },
  bonusText: '+2% success on Lockpicking deeds',
  blackMarket: false,
  price: 60,
  soldIn: [{ city: 'Lynmoor', price: 66 }],
  edited: false,
  updatedAt: '2026-06-01T12:00:00.000Z',
};

describe('ManageItems', { timeout: 20_000 }, () => {
  it('lists the items with their prices and saves one edit with every field', async () => {
    const api = mockApi({
      'GET /api/admin/items': { body: [pick] },
      [`PUT /api/admin/items/${ID}`]: ({ body }) => ({
        body: { ...pick, ...(body as object), soldIn: [{ city: 'Lynmoor', price: 132 }], edited: true },
      }),
    });
    const view = renderWithProviders(<ManageItems />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Lynmoor (66)' })).toBeInTheDocument();
    await view.user.click(within(table).getByRole('button', { name: /Edit/ }));
    const price = screen.getByLabelText('Base price');
    await view.user.clear(price);
    await view.user.type(price, '120');
    await view.user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Item saved.')).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'Lynmoor (132)' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      description: 'Bent.',
      level: 1,
      uses: 60,
      price: 120,
      blackMarket: false,
    });
  });
});
