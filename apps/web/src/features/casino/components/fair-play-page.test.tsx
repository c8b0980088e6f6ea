import { screen } from '@testing-library/react';
import { casinoRoll } from '@tod/game';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { sha256Hex } from '../api.ts';
import { FairPlayPage } from './fair-play-page.tsx';

// A known vector: SHA-256 of 'abc' (FIPS 180-2), so the browser's hashing is itself checked.
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const SEED = 'd'.repeat(64);
const seedHash = await sha256Hex(SEED);
const roll = casinoRoll(await sha256Hex(`${SEED}:lucky`));
const round = {
  id: 7,
  seedHash,
  serverSeed: SEED,
  clientSeed: 'lucky',
  side: 'low',
  stake: 30,
  roll,
  payout: 0,
  settledAt: '2026-06-01T12:00:00.000Z',
};

describe('FairPlayPage', () => {
  it('hashes as SHA-256 does', async () => {
    expect(await sha256Hex('abc')).toBe(ABC);
  });

  it('shows the rules and checks a roll in the browser and with the server', async () => {
    const api = mockApi({ 'POST /api/casino/verify': () => ({ body: { seedHash, roll, round } }) });
    const { user } = renderWithProviders(<FairPlayPage serverSeed={SEED} clientSeed="lucky" />);
    expect(screen.getByText(/One person, one character at a time\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed (revealed after the bet)')).toHaveValue(SEED);
    await user.click(screen.getByRole('button', { name: 'Check the roll' }));
    expect(await screen.findByText(`Roll: ${roll}`)).toBeInTheDocument();
    expect(screen.getByText(seedHash)).toBeInTheDocument();
    expect(
      screen.getByText(`It checks out: the house committed to this seed before your bet of 30 gold, and the roll was ${roll}.`),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ serverSeed: SEED, clientSeed: 'lucky' });
  });

  it("shows the server's refusal of a seed it never committed to", async () => {
    mockApi({
      'POST /api/casino/verify': () => ({
        status: 404,
        body: { code: 'casino.seed_not_committed', message: 'No settled bet was committed to this seed.' },
      }),
    });
    const { user } = renderWithProviders(<FairPlayPage />);
    await user.type(screen.getByLabelText('Server seed (revealed after the bet)'), 'e'.repeat(64));
    await user.type(screen.getByLabelText('Your seed'), 'x');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No settled bet was committed to this seed.')).toBeInTheDocument();
  });
});
