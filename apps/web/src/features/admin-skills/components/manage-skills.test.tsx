import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { ManageSkills } from './manage-skills.tsx';

const STEALTH = { id: '9a1e0000-0000-4000-8000-000000000001', name: 'Stealth', description: 'Move unseen.', position: 1 };
const MIGHT = { id: '9a1e0000-0000-4000-8000-000000000002', name: 'Might', description: '', position: 2 };

describe('ManageSkills', { timeout: 20_000 }, () => {
  it('saves one description and tells so; an unchanged one cannot be saved', async () => {
    const api = mockApi({
      'GET /api/admin/skills': { body: [STEALTH, MIGHT] },
      [`PUT /api/admin/skills/${STEALTH.id}`]: ({ body }) => ({
        body: { ...STEALTH, description: (body as { description: string }).description.trim() },
      }),
    });
    const { user } = renderWithProviders(<ManageSkills />);
    const form = await screen.findByRole('form', { name: 'Stealth' });
    const save = within(form).getByRole('button', { name: 'Save Stealth' });
    expect(save).toBeDisabled();
    const field = within(form).getByLabelText('Description');
    await user.clear(field);
    await user.type(field, 'Slip past the watch. ');
    await user.click(save);
    expect(await within(form).findByRole('status')).toHaveTextContent('Skill saved.');
    expect(field).toHaveValue('Slip past the watch.');
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ description: 'Slip past the watch. ' }]);
    expect(screen.getByRole('form', { name: 'Might' })).toBeInTheDocument();
  });

  it('shows the server refusal', async () => {
    mockApi({
      'GET /api/admin/skills': { body: [STEALTH] },
      [`PUT /api/admin/skills/${STEALTH.id}`]: {
        status: 400,
        body: { code: 'request.invalid', message: 'Description contains a character that is not allowed.' },
      },
    });
    const { user } = renderWithProviders(<ManageSkills />);
    const field = await screen.findByLabelText('Description');
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save Stealth' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Description contains a character that is not allowed.');
  });
});
