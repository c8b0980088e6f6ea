import { describe, expect, it } from 'vitest';
import { isAllowedBackground } from './map-background.tsx';

const ORIGIN = 'https://tales.example';

describe('isAllowedBackground', () => {
  it('allows what the content security policy lets images load from: this site, data: and blob:', () => {
    expect(isAllowedBackground('/api/resources/map.webp', ORIGIN)).toBe(true);
    expect(isAllowedBackground('https://tales.example/maps/realm.png', ORIGIN)).toBe(true);
    expect(isAllowedBackground('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe(true);
    expect(isAllowedBackground('blob:https://tales.example/3f2a', ORIGIN)).toBe(true);
  });

  it('refuses other sites and other schemes', () => {
    expect(isAllowedBackground('https://elsewhere.example/map.png', ORIGIN)).toBe(false);
    expect(isAllowedBackground('//elsewhere.example/map.png', ORIGIN)).toBe(false);
    expect(isAllowedBackground('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isAllowedBackground('data:text/html,<b>x</b>', ORIGIN)).toBe(false);
    expect(isAllowedBackground('blob:https://elsewhere.example/1', ORIGIN)).toBe(false);
  });
});
