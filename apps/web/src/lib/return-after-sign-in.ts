/**
 * Where a signed-out visitor was going when the guard sent them to the home page to sign in
 * (a key link a tool sent, `/settings/api/new?name=...&scopes=...`, or any other guarded page):
 * kept for this tab only, taken once by the sign-in that follows (docs/product-rules.md,
 * "Routes and guard").
 */
const KEY = 'tod:return-after-sign-in';

/** Only a path of this site: never another origin (`//host`, `/\host`) nor the home page itself. */
export function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path !== '/';
}

export function rememberReturn(path: string): void {
  if (!isReturnPath(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the visitor signs in and stays on the home page.
  }
}

/** The remembered path, forgotten as it is read; null when there is none (or it is not ours). */
export function takeReturn(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path !== null && isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
