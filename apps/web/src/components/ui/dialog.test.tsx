import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Page({ open }: { open: boolean }) {
  return (
    <main tabIndex={-1}>
      <button type="button" disabled>
        Train Archery
      </button>
      <Dialog open={open} title="Training Complete" actions={<button type="button">Close</button>} onDismiss={() => {}}>
        <p>You trained Archery.</p>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('keeps the focus in the main content when the opener can no longer take it', () => {
    const view = render(<Page open />);
    // What the browser does when the opener is disabled: the focus falls back to <body>.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Page open={false} />);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus alone when the browser gave it back to the opener', () => {
    const view = render(<Page open />);
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    view.rerender(<Page open={false} />);
    expect(other).toHaveFocus();
    other.remove();
  });
});
