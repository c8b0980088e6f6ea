import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ChangePasswordForm, PASSWORD_CHANGED } from './change-password-form.tsx';

async function fill(current: string, next: string, confirm = next) {
  const view = renderWithProviders(<ChangePasswordForm />);
  const form = screen.getByRole('form', { name: 'Change password' });
  await view.user.type(screen.getByLabelText('Current password'), current);
  await view.user.type(screen.getByLabelText('New password'), next);
  await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
  return { ...view, form };
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password, then says the other sessions ended and clears the fields', async () => {
    const api = mockApi({ 'POST /api/auth/password': { body: { ok: true } } });
    await fill('old-secret', 'new-secret-1');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(api.calls[0]?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('sends nothing when the confirmation differs', async () => {
    const api = mockApi({});
    await fill('old-secret', 'new-secret-1', 'new-secret-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message for a wrong current password", async () => {
    mockApi({
      'POST /api/auth/password': {
        status: 403,
        body: { message: 'Your current password is wrong.', code: 'auth.wrong_password' },
      },
    });
    await fill('bad-secret', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is wrong.');
    expect(screen.getByLabelText('Current password')).toHaveValue('bad-secret');
  });

  it('asks for 8 characters at least in the new password', () => {
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('minLength', '8');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
  });
});
