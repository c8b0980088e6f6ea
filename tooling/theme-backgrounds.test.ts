import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_BACKGROUNDS } from '../apps/web/src/lib/readable-color.ts';

// Players' colours are brought up to AA against these backgrounds (docs/accessibility.md): a
// theme whose backgrounds change without them would draw colours under AA again.
describe('THEME_BACKGROUNDS', () => {
  it('are the backgrounds styles/theme.css draws, in each theme', () => {
    const themeCss = readFileSync(new URL('../apps/web/src/styles/theme.css', import.meta.url), 'utf8');
    const [light, dark] = themeCss.split('@media (prefers-color-scheme: dark)');
    const read = (block: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
    for (const [theme, block] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      expect(THEME_BACKGROUNDS[theme]).toEqual(['bg', 'surface', 'surface-sunken'].map((name) => read(block!, name)));
    }
  });
});
