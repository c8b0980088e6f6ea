import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { CreateCharacterForm, validateCharacterInput } from './create-character-form.tsx';

describe('validateCharacterInput (docs/product-rules.md#characters)', () => {
  const cases: [string, { name: string; bio: string; childCode: string }, Record<string, string>][] = [
    ['a short name', { name: 'Al', bio: 'x', childCode: '' }, { name: 'Name must be 3 to 20 characters.' }],
    ['a long name', { name: 'A'.repeat(21), bio: 'x', childCode: '' }, { name: 'Name must be 3 to 20 characters.' }],
    [
      'markup in a name',
      { name: '<b>hi</b>', bio: 'x', childCode: '' },
      { name: 'Name may use letters, digits, spaces, _ and - only.' },
    ],
    ['a blank bio', { name: 'Aria', bio: '   ', childCode: '' }, { bio: 'Bio is required.' }],
    ['a long bio', { name: 'Aria', bio: 'x'.repeat(5001), childCode: '' }, { bio: 'Bio must be at most 5000 characters.' }],
    ['a valid character', { name: ' Sir Aria_2-b ', bio: 'x', childCode: 'abc' }, {}],
  ];
  it.each(cases)('checks %s', (_, input, errors) => {
    expect(validateCharacterInput(input)).toEqual(errors);
  });
});

async function fillAndSubmit(onCreated = vi.fn()) {
  const view = renderWithProviders(<CreateCharacterForm onCreated={onCreated} />);
  await view.user.type(screen.getByLabelText('Name'), 'Aria');
  await view.user.type(screen.getByLabelText('Bio'), 'A wanderer.');
  await view.user.type(screen.getByLabelText(/Child Code/), 'kin42');
  await view.user.click(screen.getByRole('button', { name: 'Create Character' }));
  return { ...view, onCreated };
}

describe('CreateCharacterForm', () => {
  it('marks the required fields and explains the child code', () => {
    renderWithProviders(<CreateCharacterForm onCreated={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/^Required\./);
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(/^Required\./);
    expect(screen.getByLabelText(/Child Code/)).toHaveAccessibleDescription(
      /Only for an heir: the code of one of your characters who has died/,
    );
  });

  it('shows field errors, marks the fields invalid and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<CreateCharacterForm onCreated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Character' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Name must be 3 to 20 characters\./);
    expect(screen.getByText('Bio is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the character and hands it on', async () => {
    const character = makeOwnCharacter({ username: 'Aria' });
    const api = mockApi({ 'POST /api/character/create': { status: 201, body: character } });
    const { onCreated } = await fillAndSubmit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(character));
    expect(api.calls[0]?.body).toEqual({ name: 'Aria', bio: 'A wanderer.', childCode: 'kin42' });
  });

  it("prefers the server's message, else 'Failed to create character.'", async () => {
    mockApi({ 'POST /api/character/create': { status: 400, body: { message: 'Unknown child code.' } } });
    const first = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown child code.');
    first.unmount();

    mockApi({ 'POST /api/character/create': { status: 502, body: 'Bad gateway' } });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create character.');
  });

  it('offers the child code of a dead character', () => {
    renderWithProviders(<CreateCharacterForm onCreated={vi.fn()} previous={{ username: 'Old Bram', childCode: 'BRAM1' }} />);
    expect(screen.getByText(/Old Bram has passed on/)).toHaveTextContent('BRAM1');
  });
});
