// Layout-shift probe: loads each page in the machine's Chromium at 360 px and 1280 px with every
// API answer held back a moment (so the page paints its loading state first, as on a slow
// phone) and sums the layout shifts the page reports. Used by run.mjs; on its own:
//
//   node bench-web/cls.mjs http://127.0.0.1:3000 'tod_session=...'   # a running server
import { chromium } from '@playwright/test';

export const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
];

/** Long enough for the loading state to paint before the data, short enough to stay quick. */
const API_DELAY_MS = 400;

const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
};

/** Collects every layout shift from the first paint on, including those before the script ran. */
const OBSERVE = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: entry.sources.map((s) => s.node?.className || s.node?.nodeName || '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * CLS as Chromium reports it (largest session window: shifts less than 1 s apart, at most 5 s),
 * for each page and viewport.
 */
export async function measureCls(base, pages, cookie) {
  const browser = await chromium.launch(LAUNCH);
  const results = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const page of pages) {
        const context = await browser.newContext({ viewport });
        if (page.signedIn && cookie) {
          const [name, value] = cookie.split('=');
          await context.addCookies([{ name, value, url: base }]);
        }
        await context.route('**/api/**', async (route) => {
          await new Promise((r) => setTimeout(r, API_DELAY_MS));
          await route.fallback();
        });
        const tab = await context.newPage();
        await tab.addInitScript(OBSERVE);
        await tab.goto(base + page.path, { waitUntil: 'load' });
        // Let every delayed answer land and the page settle (the presence poll waits 0.5 s).
        await tab.waitForTimeout(3_000);
        const shifts = await tab.evaluate(() => window.__shifts);
        results.push({ path: page.path, signedIn: page.signedIn, width: viewport.width, cls: sessionWindowMax(shifts), shifts });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function sessionWindowMax(shifts) {
  let best = 0;
  let current = 0;
  let windowStart = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of shifts) {
    if (s.at - last > 1000 || s.at - windowStart > 5000) {
      current = 0;
      windowStart = s.at;
    }
    current += s.value;
    last = s.at;
    best = Math.max(best, current);
  }
  return best;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, cookie] = process.argv.slice(2);
  const paths = (process.argv[4] ?? '/,/deeds,/city,/chat').split(',');
  const pages = [{ path: '/', signedIn: false }, ...paths.map((path) => ({ path, signedIn: true }))];
  for (const r of await measureCls(base, pages, cookie)) {
    console.log(
      `${r.width}px ${r.signedIn ? 'in ' : 'out'} ${r.path.padEnd(20)} CLS ${r.cls.toFixed(3)}`,
      r.shifts.map((s) => `${s.value.toFixed(3)}@${s.at}:${s.nodes.join('|')}`).join(' '),
    );
  }
}
