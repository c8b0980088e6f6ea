/**
 * After a redeploy an open page may ask for a chunk of the build it started with. The server
 * keeps earlier builds' assets for a while (ADR 0011), but a chunk can still fail: the server
 * is restarting, the tab is older than that, the connection dropped. The cure is a fresh page,
 * which loads the current build; reloading once, not in a loop, is the whole trick.
 */

const KEY = 'tod:chunk-reload-at';

/** A second failure within this long after the automatic reload shows the retry screen. */
const CHUNK_RELOAD_WINDOW_MS = 60_000;

// Each browser words it differently; Vite adds its own for a stylesheet it could not preload.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk .* failed/i;

/** Whether an error is a script or stylesheet of the app failing to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The page's actions, as an object so tests can replace them (jsdom cannot reload). */
export const pageActions = {
  reload: () => window.location.reload(),
};

function readStamp(storage: Storage | null): number {
  const value = Number(storage?.getItem(KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Whether the page may reload for a failed chunk now: not when it already did within
 * {@link CHUNK_RELOAD_WINDOW_MS}. Saying yes notes the time. Without session storage (private
 * modes that refuse it) the answer is always no, so it cannot loop.
 */
function claimChunkReload(now = Date.now()): boolean {
  try {
    const storage = window.sessionStorage;
    if (now - readStamp(storage) < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

const decided = new WeakMap<object, boolean>();

/**
 * Decides once per error whether it leads to the automatic reload: React may render an error
 * screen more than once (StrictMode, retries), and a second look must not read its own stamp.
 */
export function shouldReloadFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  const known = decided.get(error);
  if (known !== undefined) return known;
  const reload = claimChunkReload();
  decided.set(error, reload);
  return reload;
}
