import { beforeEach, describe, expect, it } from 'vitest';
import { isReturnPath, rememberReturn, takeReturn } from './return-after-sign-in.ts';

beforeEach(() => window.sessionStorage.clear());

describe('return after sign-in', () => {
  it('gives back a key link once, search included', () => {
    rememberReturn('/settings/api/new?name=Timer%20app&scopes=status');
    expect(takeReturn()).toBe('/settings/api/new?name=Timer%20app&scopes=status');
    expect(takeReturn()).toBeNull();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/', ''])('never keeps %j', (path) => {
    expect(isReturnPath(path)).toBe(false);
    rememberReturn(path);
    expect(takeReturn()).toBeNull();
  });

  it('refuses another origin even if one was written by hand', () => {
    window.sessionStorage.setItem('tod:return-after-sign-in', '//evil.example/');
    expect(takeReturn()).toBeNull();
  });
});
