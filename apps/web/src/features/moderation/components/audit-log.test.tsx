import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { AUDIT_PAGE_SIZE } from '../audit-api.ts';
import { AuditLog } from './audit-log.tsx';

const entry = (id: number, action = 'moderation.muted') => ({
  id,
  actorId: null,
  actorEmail: id % 2 ? 'mod@example.com' : 'cli',
  action,
  targetId: `target-${id}`,
  before: null,
  after: id === 100 ? { reason: 'Spam' } : null,
  createdAt: '2026-06-01T12:00:00.000Z',
});

describe('AuditLog', () => {
  it('lists the latest entries and pages to older ones by the last id, and back', async () => {
    const api = mockApi({
      'GET /api/admin/audit': (request) => {
        const before = Number(request.query.get('beforeId') ?? 101);
        const count = before === 101 ? Number(request.query.get('limit')) : 3;
        return { body: Array.from({ length: count }, (_, i) => entry(before - 1 - i)) };
      },
    });
    // A page of 5 here: the paging is the same, and 50 rows make role queries slow in jsdom.
    const { user } = renderWithProviders(<AuditLog pageSize={5} />);
    expect(await screen.findByText('target-100')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Audit entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    await user.click(within(table).getAllByText('Show change')[0]!);
    expect(table).toHaveTextContent('"reason": "Spam"');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('target-95')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('beforeId')).toBe('96');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('target-100')).toBeInTheDocument();
  });

  it('filters by actor, action, target and a date range (the end day included)', async () => {
    const api = mockApi({ 'GET /api/admin/audit': { body: [] } });
    const { user } = renderWithProviders(<AuditLog />);
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await user.click(within(form).getByLabelText('Actor e-mail'));
    await user.paste('mod@example.com');
    await user.click(within(form).getByLabelText('Action'));
    await user.paste('moderation.');
    await user.click(within(form).getByLabelText('Target id'));
    await user.paste('abc');
    await user.click(within(form).getByLabelText('From'));
    await user.paste('2026-06-01');
    await user.click(within(form).getByLabelText('To'));
    await user.paste('2026-06-03');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('No entries match these filters.');
    const query = api.calls.at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({
      actor: 'mod@example.com',
      action: 'moderation.',
      target: 'abc',
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-04T00:00:00.000Z',
      limit: String(AUDIT_PAGE_SIZE),
    });
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ limit: String(AUDIT_PAGE_SIZE) });
  });

  it('names the target where the change recorded a name, the id beside it', async () => {
    mockApi({
      'GET /api/admin/audit': {
        body: [
          { ...entry(7, 'cities.updated'), targetId: 'city-1', before: { name: 'Silverbrook' }, after: { name: 'Silverbrook' } },
          { ...entry(6, 'deeds.deleted'), targetId: 'deed-1', before: { name: 'Rob a Bank' }, after: null },
          { ...entry(5), targetId: 'user-1', after: { characterName: 'Mordred', reason: 'Spam' } },
          { ...entry(4), targetId: 'user-2' },
        ],
      },
    });
    renderWithProviders(<AuditLog />);
    const table = await screen.findByRole('region', { name: 'Audit entries' });
    const targets = [...table.querySelectorAll('.audit-table__target')].map((cell) => cell.textContent);
    expect(targets).toEqual(['Silverbrook city-1', 'Rob a Bank deed-1', 'Mordred user-1', 'user-2']);
  });

  it("shows the server's message for a bad filter", async () => {
    mockApi({ 'GET /api/admin/audit': { status: 400, body: { message: 'Actor must be at most 254 characters.' } } });
    renderWithProviders(<AuditLog />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the audit log: Actor must be at most 254 characters.',
    );
  });
});
