import { screen } from '@testing-library/react';
import type { Equipment, OwnedItem } from '@tod/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { EquipmentPanel } from './equipment-panel.tsx';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const worn: OwnedItem = {
  id: ID(31),
  item: {
    id: ID(21),
    name: 'Bent Lockpick',
    description: 'Bent.',
    slot: 'tool',
    level: 1,
    uses: 60,
    bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.02 },
    bonusText: '+2% success on Lockpicking deeds',
    blackMarket: false,
  },
  usesLeft: 0,
  slot: 'tool',
  broken: true,
  repairPrice: 36,
};
const carried: OwnedItem = { ...worn, id: ID(32), usesLeft: 60, slot: null, broken: false, repairPrice: 0 };
const equipment: Equipment = { gold: 50, shop: { cityId: ID(1), building: 'Crossroads Market' }, items: [worn, carried] };

afterEach(() => vi.unstubAllGlobals());

describe('EquipmentPanel', () => {
  it('shows the three slots, wear and the repair price, and repairs at that price', async () => {
    const api = mockApi({
      'GET /api/character/equipment': { body: equipment },
      'POST /api/shop/repair': {
        body: {
          message: 'You had Bent Lockpick repaired for 36 gold.',
          paid: 36,
          equipment: { ...equipment, items: [{ ...worn, usesLeft: 60, broken: false, repairPrice: 0 }, carried] },
          character: makeOwnCharacter({ gold: 14 }),
        },
      },
    });
    const { user } = renderWithProviders(<EquipmentPanel />);
    expect(await screen.findByRole('heading', { name: 'Equipment' })).toBeInTheDocument();
    expect(screen.getByText('Weapon')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing equipped')).toHaveLength(2);
    expect(screen.getByText('Broken: no bonus until repaired')).toBeInTheDocument();
    expect(screen.getByText('60 of 60 uses left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Repair for 36 gold' }));
    expect(await screen.findByText('You had Bent Lockpick repaired for 36 gold.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ owned: ID(31), maxPrice: 36 });
  });

  it('shows a refusal to take off an empty slot word for word', async () => {
    mockApi({
      'GET /api/character/equipment': { body: equipment },
      'POST /api/character/equipment/unequip': {
        status: 409,
        body: { code: 'equipment.slot_empty', message: 'Nothing is equipped as your tool.' },
      },
    });
    const { user } = renderWithProviders(<EquipmentPanel />);
    await user.click(await screen.findByRole('button', { name: 'Take off Bent Lockpick' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing is equipped as your tool.');
  });
});
