import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { PASSWORD_RESET, ResetPasswordForm } from './reset-password-form.tsx';

const TOKEN = 'k'.repeat(43);

async function reset(password: string, confirm = password) {
  const view = renderWithProviders(<ResetPasswordForm token={TOKEN} />);
  await view.user.type(screen.getByLabelText('New password'), password);
  await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
  return view;
}

describe('ResetPasswordForm', () => {
  it('sets the new password with the token and says to sign in', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { ok: true } } });
    await reset('brand-new-pass');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET);
    expect(api.calls[0]?.body).toEqual({ token: TOKEN, password: 'brand-new-pass' });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends nothing when the confirmation differs', async () => {
    const api = mockApi({});
    await reset('brand-new-pass', 'brand-new-pas');
    expect(await screen.findByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message for a used or expired link", async () => {
    mockApi({
      'POST /api/auth/reset-password': { status: 400, body: { message: 'This reset link has expired or was already used.' } },
    });
    await reset('brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
  });

  it('says so when the link has no token', () => {
    renderWithProviders(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete. Ask the operator for a new one.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
