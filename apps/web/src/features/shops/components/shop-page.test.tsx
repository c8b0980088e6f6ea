import { screen, within } from '@testing-library/react';
import type { EquipmentResult, Shop, ShopItem } from '@tod/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ShopPage } from './shop-page.tsx';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const pick: ShopItem = {
  id: ID(21),
  name: 'Bent Lockpick',
  description: 'Bent, but it bends back.',
  slot: 'tool',
  level: 1,
  uses: 60,
  bonus: { kind: 'skill', skill: 'Lockpicking', chance: 0.02 },
  bonusText: '+2% success on Lockpicking deeds',
  blackMarket: false,
  price: 60,
  refusal: null,
};
const spurs: ShopItem = {
  ...pick,
  id: ID(22),
  name: 'Riding Spurs',
  level: 10,
  price: 300,
  refusal: 'You must be level 10 to buy Riding Spurs.',
};
const shop = (overrides: Partial<Shop> = {}): Shop => ({
  city: { id: ID(1), name: 'Hearthmere' },
  building: 'Crossroads Market',
  priceFactor: 1,
  here: true,
  gold: 100,
  items: [pick, spurs],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('ShopPage', () => {
  it('shows every price before paying and buys at the price shown', async () => {
    const result: EquipmentResult = {
      message: 'You bought Bent Lockpick for 60 gold and equipped it as your tool.',
      paid: 60,
      equipment: { gold: 40, shop: null, items: [] },
      character: makeOwnCharacter({ gold: 40 }),
    };
    const api = mockApi({ [`GET /api/cities/${ID(1)}/shop`]: { body: shop() }, 'POST /api/shop/buy': { body: result } });
    const { user } = renderWithProviders(<ShopPage cityId={ID(1)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossroads Market' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Bent Lockpick' });
    expect(within(card).getByText('+2% success on Lockpicking deeds')).toBeInTheDocument();
    expect(within(card).getByText('60 gold')).toBeInTheDocument();
    const spursButton = screen.getByRole('button', { name: 'Buy for 300 gold' });
    expect(spursButton).toBeDisabled();
    expect(spursButton).toHaveAccessibleDescription('You must be level 10 to buy Riding Spurs.');

    await user.click(within(card).getByRole('button', { name: 'Buy for 60 gold' }));
    expect(await screen.findByText(/You bought Bent Lockpick for 60 gold/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ item: ID(21), maxPrice: 60 });
  });

  it("shows the server's refusal word for word", async () => {
    mockApi({
      [`GET /api/cities/${ID(1)}/shop`]: { body: shop() },
      'POST /api/shop/buy': {
        status: 409,
        body: { code: 'shops.not_enough_gold', message: 'You need 60 gold to buy Bent Lockpick; you have 10.' },
      },
    });
    const { user } = renderWithProviders(<ShopPage cityId={ID(1)} />);
    await user.click(await screen.findByRole('button', { name: 'Buy for 60 gold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need 60 gold to buy Bent Lockpick; you have 10.');
  });

  it('lets a visitor from another city look but not buy', async () => {
    mockApi({ [`GET /api/cities/${ID(1)}/shop`]: { body: shop({ here: false }) } });
    renderWithProviders(<ShopPage cityId={ID(1)} />);
    expect(await screen.findByText(/You are not in this city/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for 60 gold' })).toBeDisabled();
  });
});
