import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { AuthForm } from './auth-form.tsx';

async function submit(mode: 'Login' | 'Register' = 'Login') {
  const onSuccess = vi.fn();
  const view = renderWithProviders(<AuthForm onSuccess={onSuccess} />);
  if (mode === 'Register') await view.user.click(screen.getByRole('button', { name: 'New here? Register' }));
  await view.user.type(screen.getByLabelText('E-mail'), 'hero@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'secret-password');
  await view.user.click(screen.getByRole('button', { name: mode }));
  return { ...view, onSuccess };
}

describe('AuthForm', () => {
  it('has a required e-mail field and a required password field', () => {
    renderWithProviders(<AuthForm />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('logs in and reloads on success', async () => {
    const api = mockApi({ 'POST /api/auth/login': { body: makeAccount() } });
    const { onSuccess } = await submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ email: 'hero@example.com', password: 'secret-password' });
  });

  it('switches to Register and calls the register endpoint', async () => {
    const api = mockApi({ 'POST /api/auth/register': { status: 201, body: makeAccount() } });
    const { onSuccess } = await submit('Register');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.calls[0]?.path).toBe('/api/auth/register');
    expect(screen.getByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    const { onSuccess } = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Authentication failed' without a server message", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, body: 'oops' } });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication failed$/);
  });

  it("reports an exception as 'An error occurred: ...'", async () => {
    mockApi({ 'POST /api/auth/login': new TypeError('Failed to fetch') });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Failed to fetch');
  });
});

describe('AuthForm for a banned account', () => {
  it('shows why and until when, in the form', async () => {
    const message = 'This account is banned until 2026-06-08 12:00 UTC. Reason: spam.';
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message, code: 'auth.banned', details: { reason: 'spam', endsAt: '2026-06-08T12:00:00.000Z' } },
      },
    });
    const { onSuccess } = await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Login' })).toContainElement(alert);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
