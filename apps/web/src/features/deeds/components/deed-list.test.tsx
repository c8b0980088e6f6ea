import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePlayerDeed } from '@/testing/fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { DeedList } from './deed-list.tsx';

const card = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('article')!;

const STEALTHY = makePlayerDeed({
  name: 'Lift a Purse',
  level: 6,
  alignment: -1,
  cityId: '00000000-0000-4000-8000-000000000777',
  cooldownMs: 120_000,
  reward: { gold: 20, experience: 30, alignment: 2, jailTime: 60 },
  sentenceMs: 240_000,
  skill: { name: 'Stealth', required: 2, yours: 1 },
  successChance: 0.47,
  expectedExperiencePerMinute: 6.4,
  expectedGoldPerMinute: 2.5,
});
const GUARD = makePlayerDeed({
  name: 'Guard the Gate',
  level: 5,
  alignment: 1,
  skill: { name: 'Swordsmanship', required: 1, yours: 3 },
  successChance: 0.8,
  expectedExperiencePerMinute: 9.2,
  expectedGoldPerMinute: 3,
});
const TEMPLE = makePlayerDeed({
  name: 'Bless the Temple',
  level: 12,
  alignment: 1,
  successChance: 0.9,
  expectedExperiencePerMinute: 25,
  alignmentRequirement: { kind: 'atLeast', value: 6 },
  meetsAlignment: false,
});

beforeEach(() => localStorage.clear());

describe('DeedList odds', () => {
  it('shows the skill against the character, the chance, the pay per minute, the cooldown and a local mark', () => {
    renderWithProviders(<DeedList deeds={[STEALTHY, GUARD]} onChoose={() => {}} />);
    const purse = card('Lift a Purse');
    expect(within(purse).getByText('Skill').closest('dl')).toHaveAttribute('aria-label', 'Your odds');
    expect(within(purse).getByText('Skill').nextElementSibling).toHaveTextContent('Stealth 1 / 2 (yours 1, needs 2)');
    expect(within(purse).getByText('1 / 2')).toHaveClass('tone--red');
    expect(within(card('Guard the Gate')).getByText('3 / 1')).toHaveClass('tone--green');
    expect(within(purse).getByText('Success chance').nextElementSibling).toHaveTextContent('47%');
    expect(within(purse).getByText('Experience / min').nextElementSibling).toHaveTextContent('6.4');
    expect(within(purse).getByText('Gold / min').nextElementSibling).toHaveTextContent('2.5');
    expect(within(purse).getByText('Cooldown').nextElementSibling).toHaveTextContent('2 minutes');
    expect(within(purse).getByText(/^Local/)).toHaveTextContent('Local deed, only offered in this city');
    expect(within(card('Guard the Gate')).queryByText(/^Local/)).toBeNull();
  });

  it("warns of the sentence a failure brings, not the deed's shorter stored jail time", () => {
    renderWithProviders(<DeedList deeds={[STEALTHY, GUARD]} onChoose={() => {}} />);
    expect(within(card('Lift a Purse')).getByText('Jail risk').nextElementSibling).toHaveTextContent('4 minutes');
    expect(within(card('Guard the Gate')).queryByText('Jail risk')).toBeNull();
  });

  it('points out the best experience per minute among the deeds the character may attempt', () => {
    renderWithProviders(<DeedList deeds={[STEALTHY, GUARD, TEMPLE]} onChoose={() => {}} />);
    expect(screen.getByRole('note', { name: 'Best deed for you' })).toHaveTextContent(
      'Most experience per minute for you: Guard the Gate (9.2 XP / min, 80% success).',
    );
    expect(within(card('Guard the Gate')).getByText('Best XP / min')).toBeInTheDocument();
    // The temple pays more but is barred by alignment: it is not the best for this character.
    expect(within(card('Bless the Temple')).queryByText('Best XP / min')).toBeNull();
    expect(within(card('Lift a Purse')).queryByText('Best XP / min')).toBeNull();
  });

  it('names the best deed among those the filter shows', async () => {
    const { user } = renderWithProviders(<DeedList deeds={[STEALTHY, GUARD, TEMPLE]} onChoose={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Filter'), 'negative');
    expect(screen.getByRole('note', { name: 'Best deed for you' })).toHaveTextContent('Lift a Purse (6.4 XP / min, 47% success)');
    expect(within(card('Lift a Purse')).getByText('Best XP / min')).toBeInTheDocument();
  });

  it('keeps a deed the alignment bars in view, with the reason and no way to choose it', async () => {
    const choose = vi.fn();
    const { user } = renderWithProviders(<DeedList deeds={[GUARD, TEMPLE]} onChoose={choose} />);
    const temple = card('Bless the Temple');
    expect(within(temple).getByText('Requires').nextElementSibling).toHaveTextContent('Alignment 6 or higher (not met)');
    const button = within(temple).getByRole('button', { name: 'Choose Bless the Temple' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your alignment does not qualify: this deed needs alignment 6 or higher.');
    await user.click(within(card('Guard the Gate')).getByRole('button', { name: 'Choose Guard the Gate' }));
    expect(choose).toHaveBeenCalledWith(GUARD);
    expect(within(card('Guard the Gate')).queryByText('Requires')).toBeNull();
  });
});
