import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

async function start(onDeleted = vi.fn()) {
  const view = renderWithProviders(<DeleteAccount characterName="Aria" onDeleted={onDeleted} />);
  await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { ...view, onDeleted };
}

describe('DeleteAccount', () => {
  it('asks for confirmation naming the consequence before anything is sent', async () => {
    const api = mockApi({});
    await start();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Aria dies and loses their name on every public page.');
    expect(api.calls).toHaveLength(0);
  });

  it('Cancel keeps the account', async () => {
    const api = mockApi({});
    const { user, onDeleted } = await start();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the password once confirmed', async () => {
    const api = mockApi({ 'POST /api/auth/delete': { body: { ok: true } } });
    const { user, onDeleted } = await start();
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ password: 'secret-pass' });
  });

  it("shows the server's message for a wrong password and keeps the account", async () => {
    mockApi({ 'POST /api/auth/delete': { status: 403, body: { message: 'Your password is wrong.' } } });
    const { user, onDeleted } = await start();
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is wrong.');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
