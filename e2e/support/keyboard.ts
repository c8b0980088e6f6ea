import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers for the journeys (keyboard.spec.ts): the focus is moved with Tab and
 * Shift+Tab only, and every control reached must show its focus, as a sighted keyboard user
 * needs (WCAG 2.4.7, 2.4.11).
 */

/** The focused element is the target and draws a visible focus indicator. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
  expect(shown, 'the focused control shows its focus').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus shows. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${target} in ${max} presses`);
}
