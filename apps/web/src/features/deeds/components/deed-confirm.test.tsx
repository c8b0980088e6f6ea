import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePlayerDeed } from '@/testing/fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DeedConfirm } from './deed-confirm.tsx';

describe('DeedConfirm', () => {
  it("shows the server's odds for this character and attempts on request", async () => {
    const attempt = vi.fn();
    const deed = makePlayerDeed({
      name: 'Pick the Lock',
      level: 9,
      cityId: '00000000-0000-4000-8000-000000000777',
      skill: { name: 'Lockpicking', required: 3, yours: 5 },
      successChance: 0.71,
      expectedExperiencePerMinute: 14.6,
      cooldownMs: 90_000,
    });
    const { user } = renderWithProviders(
      <DeedConfirm deed={deed} pending={false} error={null} onAttempt={attempt} onCancel={() => {}} />,
    );
    expect(screen.getByText(/Chance of success/)).toHaveTextContent('Chance of success: 71%');
    expect(screen.queryByText('Success chance')).toBeNull();
    expect(screen.getByText('Skill').nextElementSibling).toHaveTextContent('Lockpicking 5 / 3');
    expect(screen.getByText('Experience / min').nextElementSibling).toHaveTextContent('14.6');
    expect(screen.getByText('Cooldown').nextElementSibling).toHaveTextContent('1 minute 30 seconds');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Local deed, only offered in this city');
    await user.click(screen.getByRole('button', { name: 'Attempt Now' }));
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('refuses a deed the alignment bars, saying why', () => {
    const deed = makePlayerDeed({
      level: 20,
      alignment: 0,
      alignmentRequirement: { kind: 'within', value: 40 },
      meetsAlignment: false,
    });
    renderWithProviders(<DeedConfirm deed={deed} pending={false} error={null} onAttempt={() => {}} onCancel={() => {}} />);
    const attempt = screen.getByRole('button', { name: 'Attempt Now' });
    expect(attempt).toBeDisabled();
    expect(attempt).toHaveAccessibleDescription('Your alignment does not qualify: this deed needs alignment between -40 and 40.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
