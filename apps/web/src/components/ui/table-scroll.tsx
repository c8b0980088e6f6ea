import type { ReactNode } from 'react';

/**
 * Holds a wide table that scrolls sideways on narrow screens. The region has a name and a tab
 * stop so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
