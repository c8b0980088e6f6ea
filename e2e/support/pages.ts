import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Page discovery for the accessibility sweep (e2e/README.md, "Every page"): the sweep starts at
 * a few addresses and follows every link the app renders (navigation, dashboards, lists), so a
 * page linked from the navigation is checked the day it is added. The route table is read too:
 * a route no link reaches fails the sweep until it is linked or listed in `extraPages`.
 */

const ROUTER = new URL('../../apps/web/src/app/router.tsx', import.meta.url);

/**
 * Every route of the web app as a pattern of its last segments ('character/view/:id', 'moderation'),
 * read from the router's `path: '...'` entries and the lists of paths it maps over. Parents that only
 * group children (`admin`) and catch-alls are left out.
 */
export function routePatterns(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const paths = [...source.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  // `...['a', 'b'].map((path) => ({ path, ... }))`
  for (const list of source.matchAll(/\[((?:\s*'[^']+',?)+)\s*\]\.map\(\s*\(path\)/g)) {
    paths.push(...[...(list[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? ''));
  }
  const parents = new Set([...source.matchAll(/path:\s*'([^']+)',\s*children/g)].map((m) => m[1]));
  return [...new Set(paths)].filter((p) => p !== '*' && !parents.has(p));
}

/** Whether a visited pathname is an address of a route pattern (matched on its last segments). */
export function pathMatches(pathname: string, pattern: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`/${source}/?$`).test(pathname);
}

/** One address per route: ids become `:id`, so one character page stands for all. */
const shapeOf = (pathname: string) =>
  pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id').replace(/\/+$/, '') || '/';

/** Waits until the page's own content is there: a first-level heading and no loading text. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
  await expect(page.getByText(/^Loading\b.*\.\.\.$/)).toHaveCount(0);
}

/** The page's accessibility and width checks: axe (every impact) and no sideways scrolling at 360 px. */
export async function checkPage(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  // Players' own text colours are measured too: each is drawn at AA contrast (docs/accessibility.md).
  // Every rule runs, and every violation comes back in full. Two defaults are dropped, which makes
  // an analysis 2 to 4 times faster (docs/testing.md): axe's split run (a partial run in the page, a second copy of axe in
  // a new blank tab to merge it), which exists for cross-origin frames and the app has none; and a
  // selector and HTML excerpt for every node that passed, which nobody reads (docs/testing.md).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const violation of results.violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
    problems.push(`${what}: [${violation.impact}] ${violation.id} (${violation.help}) at ${targets.join(' | ')}`);
  }
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 360) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${what}: document.scrollWidth ${scrollWidth} > ${width}`);
  }
  return problems;
}

/** Same-origin links of the page, as pathnames (no query, no hash). */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(window.location.origin)),
    );
  return hrefs.map((href) => new URL(href).pathname);
}

/**
 * Visits `starts` and every page their links lead to (breadth first, one address per route shape),
 * checking each; returns the pathnames visited and the problems found. `skip` keeps the crawl out
 * of addresses that change state or sign out.
 */
export async function crawl(
  page: Page,
  starts: readonly string[],
  options: {
    skip?: (pathname: string) => boolean;
    label: string;
    /**
     * Route shapes another role's crawl has checked: their links are not followed again, while
     * `starts` are always checked (a role's own view of a page another role saw too).
     */
    seen?: Set<string>;
  },
): Promise<{ visited: string[]; problems: string[] }> {
  const queue = [...new Set(starts)];
  const seen = options.seen ?? new Set<string>();
  for (const start of queue) seen.add(shapeOf(start));
  const visited: string[] = [];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    await page.goto(path);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    visited.push(landed);
    problems.push(...(await checkPage(page, `${options.label} ${path}`)));
    for (const link of await linksOf(page)) {
      const shape = shapeOf(link);
      if (seen.has(shape) || options.skip?.(link)) continue;
      seen.add(shape);
      queue.push(link);
    }
  }
  return { visited, problems };
}
