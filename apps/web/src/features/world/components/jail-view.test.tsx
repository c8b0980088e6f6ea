import { screen, within } from '@testing-library/react';
import type { BailResult, Prices, Prisoner } from '@tod/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { JailView } from './jail-view.tsx';
import { makeOwnCharacter } from '@/testing/fixtures.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SELF = ID(900);

function prisoner(id: string, username: string, bail: number): Prisoner {
  const releaseTime = new Date(Date.now() + 600_000).toISOString();
  return { id, username, level: 3, releaseTime, jailReleaseTime: releaseTime, bail };
}

const MARA = prisoner(ID(50), 'Mara', 9);
const ME = prisoner(SELF, 'Me', 30);

function prices(gold: number): Prices {
  return { gold, training: [], travel: [], bail: { own: null, prisoners: [{ id: MARA.id, bail: MARA.bail }] } };
}

const PAYER = makeOwnCharacter();

const paid = (overrides: Partial<BailResult> = {}): BailResult => ({
  message: 'You paid 9 gold bail for Mara. Mara is free.',
  paid: 9,
  gold: 41,
  goodPoints: 0,
  prisoner: { id: MARA.id, username: 'Mara' },
  character: PAYER,
  ...overrides,
});

function renderJail({ imprisoned = false, rescueReadyAt = null as number | null } = {}) {
  const handlers = { onJailbreak: vi.fn(), onBailPaid: vi.fn(), onFreed: vi.fn() };
  const view = renderWithProviders(
    <JailView
      cityName="Hearthmere"
      selfId={SELF}
      imprisoned={imprisoned}
      prisonerNotice={<p>Prisoner notice</p>}
      rescueReadyAt={rescueReadyAt}
      {...handlers}
    />,
  );
  return { ...view, ...handlers };
}

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('li')!;

describe('JailView partner', () => {
  it("marks the player's partner with the rescue bonus in words, and no one else", async () => {
    mockApi({
      'GET /api/city/jail': { body: [{ ...MARA, partner: true }, prisoner(ID(51), 'Orin', 9)] },
      'GET /api/character/prices': { body: prices(50) },
    });
    renderJail();
    const mara = await row('Mara');
    expect(within(mara).getByText('Your partner: +25% experience for a paid rescue')).toBeInTheDocument();
    expect(within(await row('Orin')).queryByText(/Your partner/)).toBeNull();
  });
});

describe('JailView rescuer wait', () => {
  it('shows the wait and keeps Attempt Breakout disabled while it runs, bail still open', async () => {
    mockApi({
      'GET /api/city/jail': { body: [MARA] },
      'GET /api/character/prices': { body: prices(50) },
    });
    renderJail({ rescueReadyAt: Date.now() + 60_000 });
    const mara = await row('Mara');
    expect(screen.getByText(/^Rescue again in/)).toBeInTheDocument();
    expect(within(mara).getByRole('button', { name: 'Attempt Breakout of Mara' })).toBeDisabled();
    expect(within(mara).getByRole('button', { name: 'Pay Bail for Mara' })).toBeEnabled();
  });

  it('offers Attempt Breakout when there is no wait', async () => {
    mockApi({
      'GET /api/city/jail': { body: [MARA] },
      'GET /api/character/prices': { body: prices(50) },
    });
    renderJail();
    expect(within(await row('Mara')).getByRole('button', { name: 'Attempt Breakout of Mara' })).toBeEnabled();
  });
});

describe('JailView bail', () => {
  it("shows each prisoner's bail and pays another's at the price shown, after a confirmation", async () => {
    const api = mockApi({
      'GET /api/city/jail': { body: [MARA] },
      'GET /api/character/prices': { body: prices(50) },
      'POST /api/character/bail': { body: paid() },
    });
    const { user, onBailPaid } = renderJail();
    const mara = await row('Mara');
    expect(within(mara).getByText('Bail: 9 gold')).toBeInTheDocument();

    await user.click(within(mara).getByRole('button', { name: 'Pay Bail for Mara' }));
    let dialog = screen.getByRole('dialog', { name: 'Pay Bail' });
    expect(dialog).toHaveTextContent("Pay 9 gold bail to free Mara now? Paying another prisoner's bail earns good points.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(mara).getByRole('button', { name: 'Pay Bail for Mara' }));
    dialog = screen.getByRole('dialog', { name: 'Pay Bail' });
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Your gold: 50'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay 9 gold' }));
    const result = await screen.findByRole('dialog', { name: 'Bail Paid' });
    expect(result).toHaveTextContent('You paid 9 gold bail for Mara. Mara is free.');
    expect(result).toHaveTextContent('Paid: 9 gold');
    expect(result).toHaveTextContent('Gold left: 41');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ player: MARA.id, maxPrice: 9 });
    expect(onBailPaid).toHaveBeenCalledWith(paid(), false);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/api/character/prices')).toHaveLength(2));
  });

  it('refuses on the client a bail one gold above the purse and allows one equal to it', async () => {
    mockApi({ 'GET /api/city/jail': { body: [MARA] }, 'GET /api/character/prices': { body: prices(8) } });
    const first = renderJail();
    const short = within(await row('Mara')).getByRole('button', { name: 'Pay Bail for Mara' });
    await vi.waitFor(() => expect(short).toBeDisabled());
    expect(short).toHaveAccessibleDescription('You need 9 gold to pay this bail; you have 8.');
    first.unmount();

    mockApi({ 'GET /api/city/jail': { body: [MARA] }, 'GET /api/character/prices': { body: prices(9) } });
    renderJail();
    const exact = within(await row('Mara')).getByRole('button', { name: 'Pay Bail for Mara' });
    await screen.findByText('Bail: 9 gold');
    expect(exact).toBeEnabled();
    expect(exact).not.toHaveAccessibleDescription();
  });

  it('lets a prisoner pay only their own bail, without naming anyone', async () => {
    const api = mockApi({
      'GET /api/city/jail': { body: [MARA, ME] },
      'GET /api/character/prices': { body: prices(100) },
      'POST /api/character/bail': { body: paid({ paid: 30, gold: 70, prisoner: { id: SELF, username: 'Me' } }) },
    });
    const { user, onBailPaid } = renderJail({ imprisoned: true });
    expect(within(await row('Mara')).queryByRole('button')).toBeNull();
    const me = await row('Me');
    expect(within(me).getByText('Bail: 30 gold')).toBeInTheDocument();
    await user.click(within(me).getByRole('button', { name: 'Pay Bail for yourself' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay Bail' });
    expect(dialog).toHaveTextContent('Pay 30 gold bail to leave jail now?');
    await user.click(within(dialog).getByRole('button', { name: 'Pay 30 gold' }));
    expect(await screen.findByRole('dialog', { name: 'Bail Paid' })).toHaveTextContent('Gold left: 70');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ maxPrice: 30 });
    expect(onBailPaid).toHaveBeenCalledWith(expect.objectContaining({ paid: 30 }), true);
  });

  it("shows the server's refusal, and the fallback text when the call fails", async () => {
    mockApi({
      'GET /api/city/jail': { body: [MARA] },
      'GET /api/character/prices': { body: prices(50) },
      'POST /api/character/bail': { status: 409, body: { message: 'The bail is now 12 gold, more than the 9 you agreed to.' } },
    });
    const first = renderJail();
    await first.user.click(within(await row('Mara')).getByRole('button', { name: 'Pay Bail for Mara' }));
    await first.user.click(screen.getByRole('button', { name: 'Pay 9 gold' }));
    expect(await screen.findByRole('dialog', { name: 'Bail Refused' })).toHaveTextContent(
      'The bail is now 12 gold, more than the 9 you agreed to.',
    );
    expect(first.onBailPaid).not.toHaveBeenCalled();
    first.unmount();

    mockApi({
      'GET /api/city/jail': { body: [MARA] },
      'GET /api/character/prices': { body: prices(50) },
      'POST /api/character/bail': new TypeError('offline'),
    });
    const second = renderJail();
    await second.user.click(within(await row('Mara')).getByRole('button', { name: 'Pay Bail for Mara' }));
    await second.user.click(screen.getByRole('button', { name: 'Pay 9 gold' }));
    expect(await screen.findByRole('dialog', { name: 'Bail Refused' })).toHaveTextContent(
      'There was an error paying the bail. Please try again later.',
    );
  });
});
