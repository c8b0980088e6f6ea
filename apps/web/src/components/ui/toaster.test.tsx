import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render.tsx';
import { MAX_TOASTS, ToastStore } from './toast-store.ts';
import { TOAST_MS, Toaster } from './toaster.tsx';

const setup = () => {
  const store = new ToastStore();
  const view = renderWithProviders(<Toaster store={store} />);
  const region = screen.getByRole('status', { name: 'Notices' });
  return { store, region, ...view };
};

describe('Toaster', () => {
  it('announces toasts in a polite live region that is there before them', () => {
    const { store, region } = setup();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      store.show({ key: 'a', text: 'Bran broke you out of jail.', link: { to: '/events', label: 'Open the event log' } });
    });
    expect(region).toHaveTextContent('Bran broke you out of jail.');
    expect(screen.getByRole('link', { name: 'Open the event log' })).toHaveAttribute('href', '/events');
  });

  it('dismisses with its button, and with Escape from the keyboard', async () => {
    const { store, region, user } = setup();
    act(() => {
      store.show({ key: 'a', text: 'First notice' });
      store.show({ key: 'b', text: 'Second notice' });
    });
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notice' })[0]!);
    expect(region).not.toHaveTextContent('First notice');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notice' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(region).toBeEmptyDOMElement();
  });

  it('leaves by itself after a while, but not while it holds the focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, region } = setup();
    act(() => {
      store.show({ key: 'a', text: 'Deeds ready' });
    });
    screen.getByRole('button', { name: 'Dismiss notice' }).focus();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS + 1_000));
    expect(region).toHaveTextContent('Deeds ready');
    await act(async () => screen.getByRole('button', { name: 'Dismiss notice' }).blur());
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS + 1_000));
    expect(region).toBeEmptyDOMElement();
  });

  it('replaces a toast with the same key and keeps only the newest few', () => {
    const { store, region } = setup();
    act(() => {
      store.show({ key: 'deeds', text: 'Old deeds notice' });
      store.show({ key: 'deeds', text: 'New deeds notice' });
    });
    expect(region).not.toHaveTextContent('Old deeds notice');
    act(() => {
      for (let i = 0; i < MAX_TOASTS + 1; i++) store.show({ key: `k${i}`, text: `Notice ${i}` });
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss notice' })).toHaveLength(MAX_TOASTS);
    expect(region).not.toHaveTextContent('Notice 0');
    expect(region).toHaveTextContent(`Notice ${MAX_TOASTS}`);
  });
});
