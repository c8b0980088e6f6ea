import { screen, within } from '@testing-library/react';
import { CHARACTER_OUTRANKED_MESSAGE, type ManagedCharacterDetail, Role } from '@tod/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageCharacters } from './manage-characters.tsx';

const ID = '9a1e0000-0000-4000-8000-000000000002';
const HERE = { id: '1b2c0000-0000-4000-8000-000000000010', name: 'Lynmoor' };
const THERE = { id: '1b2c0000-0000-4000-8000-000000000011', name: 'Ashford' };
const ann = (over: Partial<ManagedCharacterDetail> = {}): ManagedCharacterDetail => ({
  id: ID,
  userId: '5f0c0000-0000-4000-8000-000000000001',
  name: 'Ann',
  level: 4,
  gold: 120,
  alignment: 5,
  dead: false,
  jailedUntil: '2026-06-01T13:00:00.000Z',
  city: HERE,
  accountRole: Role.player,
  experience: 700,
  good: 5,
  neutral: 0,
  evil: 0,
  createdAt: '2026-06-01T12:00:00.000Z',
  lastSeenAt: '2026-06-01T12:30:00.000Z',
  diedAt: null,
  events: [{ id: 7, type: 'jail.entered', text: 'You were thrown in jail for 30 minutes.', at: '2026-06-01T12:30:00.000Z' }],
  ledger: [{ id: 3, delta: 20, balanceAfter: 120, kind: 'deed', ref: 'Pick a pocket', at: '2026-06-01T12:29:00.000Z' }],
  ...over,
});

const city = (c: { id: string; name: string }) => ({
  ...c,
  description: '',
  alignment: 0,
  xPosition: null,
  yPosition: null,
  owner: null,
  ownerName: null,
  isStarting: false,
  buildings: [],
});

async function findAnn(callerRole: number, character = ann()) {
  const api = mockApi({
    'GET /api/admin/characters': ({ query }) => ({ body: query.get('q') === 'Ann' ? [character] : [] }),
    [`GET /api/admin/characters/${ID}`]: { body: character },
    [`POST /api/admin/characters/${ID}/release`]: {
      body: { message: 'Ann is out of jail.', character: { ...character, jailedUntil: null } },
    },
    [`POST /api/admin/characters/${ID}/change`]: ({ body }) => ({
      body: { message: 'Ann is changed.', character: { ...character, ...(body as object) } },
    }),
    'GET /api/cities': { body: [HERE, THERE].map(city) },
  });
  const view = renderWithProviders(<ManageCharacters callerRole={callerRole} />);
  const search = screen.getByRole('button', { name: 'Search' });
  expect(search).toBeDisabled();
  await view.user.type(screen.getByLabelText('Character name'), ' Ann ');
  await view.user.click(search);
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('cell', { name: 'Ann' })).toBeInTheDocument();
  await view.user.click(within(table).getByRole('button', { name: /Manage/ }));
  await screen.findByRole('heading', { name: 'Ann' });
  return { ...view, api };
}

describe('ManageCharacters', { timeout: 20_000 }, () => {
  it('lets a moderator read the character and release it with a reason, and nothing else', async () => {
    const { user, api } = await findAnn(Role.moderator);
    expect(screen.getByText('You were thrown in jail for 30 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move gold' })).not.toBeInTheDocument();
    const release = screen.getByRole('button', { name: 'Release from jail' });
    expect(release).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'Stuck by a bug');
    await user.click(release);
    expect(await screen.findByText('Ann is out of jail.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ path: `/api/admin/characters/${ID}/release`, body: { reason: 'Stuck by a bug' } });
  });

  it('sends staff changes with only the fields that differ', async () => {
    const { user, api } = await findAnn(Role.staff);
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.type(screen.getByLabelText('Reason'), 'Ticket 9');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '9');
    await screen.findByRole('option', { name: 'Ashford' });
    await user.selectOptions(screen.getByLabelText('City'), 'Ashford');
    await user.click(save);
    expect(await screen.findByText('Ann is changed.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ level: 9, cityId: THERE.id, reason: 'Ticket 9' });
  });

  it('shows no actions on a character of an equal role', async () => {
    await findAnn(Role.staff, ann({ accountRole: Role.staff }));
    expect(screen.getByText(CHARACTER_OUTRANKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).not.toBeInTheDocument();
  });
});
