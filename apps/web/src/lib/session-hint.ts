/**
 * Whether this browser was signed in on its last page, so the header can reserve the shape of
 * what the account call will bring (user panel or sign-in form) before it answers: guessing the
 * shape right is what keeps the page from jumping. A wrong guess costs one jump, nothing more.
 */

const KEY = 'tod:signed-in';

export function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    window.localStorage.setItem(KEY, signedIn ? '1' : '0');
  } catch {
    // Storage refused (private mode): the next page guesses "visitor", which is only a guess.
  }
}
