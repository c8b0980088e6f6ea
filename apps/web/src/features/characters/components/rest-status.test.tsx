import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FATIGUE_RULE, RestStatus } from './rest-status.tsx';

const rested = (restedExperience: number, factor = 1, effortTodayMs = 0) => ({
  restedExperience,
  fatigue: { effortTodayMs, factor },
});

describe('RestStatus', () => {
  it('shows nothing without rested experience or fatigue', () => {
    const { container } = render(<RestStatus character={rested(0)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the rested experience, which opens its explanation', async () => {
    const user = userEvent.setup();
    render(<RestStatus character={rested(120)} />);
    expect(screen.queryByText(/^Fatigue/)).toBeNull();
    const summary = screen.getByText('Rested: 120 XP');
    expect(screen.getByText(/double experience/)).not.toBeVisible();
    // A native summary: the browser also opens it with Enter or Space.
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/double experience/)).toBeVisible();
  });

  it('shows fatigue from the first tier with the effort behind it, and both together', () => {
    render(<RestStatus character={rested(1, 0.3, 3 * 3_600_000 + 59_999)} />);
    expect(screen.getByText('Rested: 1 XP')).toBeInTheDocument();
    expect(screen.getByText('Fatigue: x0.3')).toBeInTheDocument();
    expect(screen.getByText(/^Deeds today/)).toHaveTextContent(`Deeds today: 3 hours of cooldowns. ${FATIGUE_RULE}`);
    expect(FATIGUE_RULE).toBe(
      'Deed rewards drop to x0.3 after 3 hours, to x0.1 after 6 hours and to x0.05 after 9 hours of deed cooldowns in a game day; rest until the next game day (midnight UTC at normal speed) to recover.',
    );
  });
});
