import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { FormNotice, useNotice } from './form-notice.tsx';
import { SaveButton } from './save-button.tsx';

describe('FormNotice', () => {
  it('shows nothing before an action has answered', () => {
    const { container } = render(<FormNotice notice={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads a success politely and a failure at once, each in its own colour', () => {
    const view = render(<FormNotice notice={{ text: 'Skill saved.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Skill saved.');
    expect(screen.getByRole('status')).toHaveClass('form-info');
    expect(screen.queryByRole('alert')).toBeNull();

    view.rerender(<FormNotice notice={{ text: 'Failed to save the skill.', error: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save the skill.');
    expect(screen.getByRole('alert')).toHaveClass('form-error');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sits inside a line as a span, keeping the caller’s class beside its colour', () => {
    render(<FormNotice notice={{ text: 'Hidden.' }} as="span" className="message-actions__notice" />);
    const notice = screen.getByRole('status');
    expect(notice.tagName).toBe('SPAN');
    expect(notice).toHaveClass('message-actions__notice', 'form-info');
  });
});

describe('useNotice', () => {
  it('shows the server’s reason for a refusal, else the fallback, and a success after it', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.failed('Failed to save.')(new ApiError(409, { message: 'Someone else saved it first.' })));
    expect(result.current.notice).toEqual({ text: 'Someone else saved it first.', error: true });
    act(() => result.current.failed('Failed to save.')(new TypeError('Failed to fetch')));
    expect(result.current.notice).toEqual({ text: 'Failed to save.', error: true });
    act(() => result.current.done('Saved.'));
    expect(result.current.notice).toEqual({ text: 'Saved.' });
  });

  it('words a failure the way the screen asks', () => {
    const { result } = renderHook(() => useNotice((_error, fallback) => `Moderation: ${fallback}`));
    act(() => result.current.failed('Failed to unmute.')(new Error('x')));
    expect(result.current.notice).toEqual({ text: 'Moderation: Failed to unmute.', error: true });
  });
});

describe('SaveButton', () => {
  it('says what it saves to a screen reader and "Saving..." while the save runs', () => {
    const view = render(<SaveButton pending={false} name="Archery" />);
    const button = screen.getByRole('button', { name: 'Save Archery' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    view.rerender(<SaveButton pending name="Archery" />);
    expect(screen.getByRole('button', { name: 'Saving... Archery' })).toBeDisabled();
  });

  it('stays disabled while there is nothing to save, and takes its own label', () => {
    render(<SaveButton pending={false} disabled label="Change password" />);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });
});
