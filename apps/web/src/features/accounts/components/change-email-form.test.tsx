import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '@/testing/fixtures.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { accountKey } from '../api.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

async function change(email: string, password: string) {
  const view = renderWithProviders(<ChangeEmailForm currentEmail="old@example.com" />, {
    queryData: [[accountKey, makeAccount({ email: 'old@example.com' })]],
  });
  await view.user.type(screen.getByLabelText('New e-mail'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  return view;
}

describe('ChangeEmailForm', () => {
  it('shows the current e-mail and changes it with the password; the cached account follows', async () => {
    const api = mockApi({ 'POST /api/auth/email': { body: makeAccount({ email: 'new@example.com' }) } });
    const { client } = await change('new@example.com', 'secret-pass');
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail changed to new@example.com.');
    expect(api.calls[0]?.body).toEqual({ email: 'new@example.com', password: 'secret-pass' });
    await waitFor(() => expect(client.getQueryData<{ email: string }>(accountKey)?.email).toBe('new@example.com'));
    expect(screen.getByRole('form', { name: 'Change e-mail' })).toHaveTextContent('You sign in as old@example.com.');
  });

  it("shows the server's message when the e-mail is taken", async () => {
    mockApi({ 'POST /api/auth/email': { status: 409, body: { message: 'That e-mail is already in use.' } } });
    await change('taken@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail is already in use.');
  });

  it('reports a network failure', async () => {
    mockApi({ 'POST /api/auth/email': new TypeError('Failed to fetch') });
    await change('new@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Failed to fetch');
  });
});
