import { expect, type Page, test } from '@playwright/test';
import { otherPlayersCharacter, signUpWithCharacter } from './support/players.ts';

// The first call into Intl (a number or date formatted for a locale, a locale-aware compare)
// loads its data and blocks a phone's page for tens of milliseconds (docs/performance.md, "The
// first number formatted"). The homes draw without it; a screen that needs it asks on first use.
const RECORD_INTL = `(() => {
  const used = [];
  Object.defineProperty(window, '__intlUsed', { value: used });
  const wrap = (owner, key, label) => {
    const original = owner[key];
    owner[key] = function (...args) {
      used.push(label);
      return original.apply(this, args);
    };
  };
  wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) wrap(Date.prototype, key, 'Date#' + key);
  wrap(String.prototype, 'localeCompare', 'String#localeCompare');
  for (const key of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter']) {
    const trap = () => used.push('Intl.' + key);
    Intl[key] = new Proxy(Intl[key], {
      construct: (target, args) => (trap(), Reflect.construct(target, args)),
      apply: (target, self, args) => (trap(), Reflect.apply(target, self, args)),
    });
  }
})();`;

async function intlUsed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed);
}

test("the visitor's home loads without touching Intl", async ({ page }) => {
  await page.addInitScript(RECORD_INTL);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause news ticker' })).toBeVisible();
  expect(await intlUsed(page)).toEqual([]);
});

test("the player's home loads without touching Intl, with several players online", async ({ page }) => {
  await otherPlayersCharacter();
  await signUpWithCharacter(page.request);
  await page.addInitScript(RECORD_INTL);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your character' })).toBeVisible();
  // Two at least (this player and the other), so the count is formatted as a number.
  await expect(page.getByText(/^\d[\d,]* players online$/)).toBeVisible();
  expect(await intlUsed(page)).toEqual([]);
});
