import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOwnCharacter } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';

vi.mock('../lib/crop-image.ts', () => ({
  cropImage: vi.fn(async () => new Blob(['img'], { type: 'image/webp' })),
}));

vi.mock('react-easy-crop', () => ({
  default: ({ onCropComplete }: { onCropComplete: (a: object, b: object) => void }) => (
    <button type="button" onClick={() => onCropComplete({}, { x: 0, y: 0, width: 200, height: 300 })}>
      Finish crop
    </button>
  ),
}));

const character = makeOwnCharacter({ bio: 'Old bio' });

function renderForm() {
  const onSaved = vi.fn();
  const onDone = vi.fn();
  const view = renderWithProviders(<EditProfileForm character={character} onSaved={onSaved} onDone={onDone} />);
  return { ...view, onSaved, onDone };
}

async function choosePortrait(user: ReturnType<typeof renderForm>['user']) {
  await user.upload(screen.getByLabelText('Portrait image'), new File(['x'], 'me.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Finish crop' }));
}

describe('EditProfileForm', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:me'), revokeObjectURL: vi.fn() }));
  });

  it("says 'No changes to update.' when nothing changed", async () => {
    const api = mockApi({});
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No changes to update.');
    expect(api.calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('previews the bio live', async () => {
    mockApi({});
    const { user } = renderForm();
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.paste('**Bold** [color=red]x[/color]');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong')).toHaveTextContent('Bold');
    expect(preview.querySelector('.color-tag')).toHaveTextContent('x');
  });

  it('saves the bio, then the portrait', async () => {
    const api = mockApi({
      'PATCH /api/character/bio': ({ body }) => ({ body }),
      'PATCH /api/character/icon': { body: { icon: 'new.webp' } },
    });
    const { user, onSaved, onDone } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), ' and more');
    await choosePortrait(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.map((c) => c.path)).toEqual(['/api/character/bio', '/api/character/icon']);
    expect(api.calls[1]?.body).toBeInstanceOf(FormData);
    expect((api.calls[1]!.body as FormData).get('icon')).toBeInstanceOf(Blob);
    expect(onSaved).toHaveBeenNthCalledWith(1, { bio: 'Old bio and more' });
    expect(onSaved).toHaveBeenNthCalledWith(2, { icon: 'new.webp' });
  });

  it('stops at a failed bio and shows the server message', async () => {
    const api = mockApi({
      'PATCH /api/character/bio': { status: 400, body: { message: 'Bio must be at most 5000 characters.' } },
    });
    const { user, onDone } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
    await choosePortrait(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bio must be at most 5000 characters.');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/character/bio']);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update profile picture.'", async () => {
    mockApi({ 'PATCH /api/character/icon': { status: 500, body: null } });
    const { user } = renderForm();
    await choosePortrait(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile picture.');
  });

  it("falls back to 'Failed to update bio.' and reports exceptions as 'Error: ...'", async () => {
    mockApi({ 'PATCH /api/character/bio': { status: 500, body: null } });
    const first = renderForm();
    await first.user.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
    await first.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update bio.');
    first.unmount();

    mockApi({ 'PATCH /api/character/bio': new TypeError('Failed to fetch') });
    const second = renderForm();
    await second.user.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
    await second.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch');
  });
});
