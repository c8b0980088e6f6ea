import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, pageActions } from '../lib/chunk-reload.ts';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('Something broke');
}

const CHUNK_MESSAGE = 'Failed to fetch dynamically imported module: http://localhost/assets/deeds-AbC123.js';

/** A route whose lazy module fails to load, as after a redeploy. */
function renderFailedChunk() {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      lazy: () => Promise.reject(new TypeError(CHUNK_MESSAGE)),
    },
  ]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it("reads 'Unexpected Application Error!' when a screen fails", async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });

  it('reloads the page once when a chunk fails to load, showing no error', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
    renderFailedChunk();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // The reload runs in an effect after 'Loading...' paints: on a busy machine, later.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('shows a retry screen, not the raw error, when the chunk fails again after the reload', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
    renderFailedChunk();
    await screen.findByText('Loading...');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page fails the same way: no second automatic reload.
    document.body.innerHTML = '';
    renderFailedChunk();
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage is refused, so it cannot loop', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderFailedChunk();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [CHUNK_MESSAGE, true],
    ['error loading dynamically imported module: http://x/a.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/city-1.css', true],
    ['Something broke', false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('is false for anything that is not an error', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
