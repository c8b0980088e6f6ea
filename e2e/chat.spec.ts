import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { signUpWithCharacter, uniqueName } from './support/players.ts';

/** Posts as the context's player, waiting out the one-message-a-second limit if it bites. */
async function post(api: APIRequestContext, message: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const response = await api.post('/api/shoutbox/message', { data: { message } });
    if (response.status() === 429 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      continue;
    }
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }
}

/** A signed-in player in a browser context of its own, with its chat page open. */
async function playerOnChat(browser: Browser, name = uniqueName('Talker')) {
  const context = await browser.newContext();
  const player = await signUpWithCharacter(context.request, { name });
  const page = await context.newPage();
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Global Chat' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).not.toContainText('Loading messages...');
  return { context, page, ...player };
}

const lineWith = (page: Page, text: string | RegExp) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

test('two players chat live, with markup rendered', async ({ browser }) => {
  const aria = await playerOnChat(browser, uniqueName('Aria'));
  const bram = await playerOnChat(browser, uniqueName('Bram'));
  try {
    const hello = `Hail from Aria ${Date.now()}`;
    await test.step('Enter sends and clears the input; the other player sees it at once', async () => {
      const input = aria.page.getByRole('textbox', { name: 'Message' });
      const send = aria.page.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await input.fill('   ');
      await expect(send).toBeDisabled();
      await input.fill(hello);
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(lineWith(bram.page, hello)).toBeVisible();
      await expect(lineWith(aria.page, hello)).toBeVisible();
      const author = lineWith(bram.page, hello).getByRole('link', { name: aria.name });
      await expect(author).toHaveAttribute('href', `/character/view/${aria.id}`);
    });

    await test.step('Shift+Enter adds a line; Send posts it', async () => {
      const input = bram.page.getByRole('textbox', { name: 'Message' });
      const second = `second line ${Date.now().toString(36)}`;
      await input.fill('First line');
      await input.press('Shift+Enter');
      await input.pressSequentially(second);
      await expect(input).toHaveValue(`First line\n${second}`);
      await bram.page.getByRole('button', { name: 'Send' }).click();
      await expect(input).toHaveValue('');
      const line = lineWith(aria.page, second).locator('.chat-message__text');
      await expect(line).toHaveText(`First line\n${second}`);
    });

    await test.step('bold, italic, code, colour and /me render as formatting', async () => {
      const tag = Date.now().toString(36);
      const input = aria.page.getByRole('textbox', { name: 'Message' });
      // One message a second per account: let Aria's first message's second pass.
      await aria.page.waitForTimeout(1_100);
      await input.fill(`**bold${tag}** *italic${tag}* \`code${tag}\` [color=#1d6b2a]green${tag}[/color]`);
      await input.press('Enter');
      const line = lineWith(bram.page, `green${tag}`);
      await expect(line.locator('strong')).toHaveText(`bold${tag}`);
      await expect(line.locator('em')).toHaveText(`italic${tag}`);
      await expect(line.locator('code')).toHaveText(`code${tag}`);
      await expect(line.locator('.color-tag')).toHaveCSS('color', 'rgb(29, 107, 42)');

      // The toolbar writes the same markup: select a word and make it bold, then an action.
      await expect(input).toHaveValue('');
      await input.fill(`dances${tag}`);
      await input.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, el.value.length));
      await aria.page.getByRole('button', { name: 'Bold' }).click();
      await aria.page.getByRole('button', { name: '/me' }).click();
      await expect(input).toHaveValue(`/me **dances${tag}**`);
      await aria.page.waitForTimeout(1_100);
      await aria.page.getByRole('button', { name: 'Send' }).click();
      const action = lineWith(bram.page, `dances${tag}`);
      await expect(action).toHaveClass(/chat-message--action/);
      await expect(action).toContainText(`* ${aria.name} dances${tag}`);
      await expect(action.locator('strong')).toHaveText(`dances${tag}`);
    });
  } finally {
    await aria.context.close();
    await bram.context.close();
  }
});

/** Payloads that would run script if chat text ever became HTML, or markup ever became attributes. */
const XSS_PAYLOADS = [
  '<script>window.__xss="script"</script>',
  '<img src=x onerror=window.__xss="img">',
  '<img src="x" onerror="alert(\'img-alert\')">',
  '<svg onload=window.__xss="svg">',
  '<svg/onload=alert(document.domain)>',
  '<svg><script>window.__xss="svg-script"</script></svg>',
  '<iframe src="javascript:window.top.__xss=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<body onload=window.__xss="body">',
  '<input autofocus onfocus=window.__xss="focus">',
  '<details open ontoggle=window.__xss="toggle">',
  '<video><source onerror=window.__xss="video"></video>',
  '<audio src=x onerror=console.log("XSS-EXECUTED")>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<embed src="javascript:window.__xss=\'embed\'">',
  '<a href="javascript:window.__xss=\'anchor\'">click me</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss="mxss">',
  '<marquee onstart=window.__xss="marquee">scroll</marquee>',
  '<form action="javascript:window.__xss=\'form\'"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
  '<style>@import "javascript:window.__xss=\'style\'";</style>',
  '"><script>window.__xss="attr-break"</script>',
  "'><img src=x onerror=window.__xss='quote-break'>",
  '<scr<script>ipt>window.__xss="split"</scr</script>ipt>',
  '&lt;img src=x onerror=window.__xss="entity"&gt;',
  '[link](javascript:window.__xss="md-link")',
  '![pic](x" onerror="window.__xss=\'md-image\')',
  '[color=red" onmouseover="window.__xss=\'color-attr\']hover[/color]',
  '[color=red;background:url(javascript:alert(1))]css[/color]',
  '[color=expression(alert(1))]old-ie[/color]',
  '**<img src=x onerror=window.__xss="bold">**',
  '*<svg onload=window.__xss="italic">*',
  '`<script>window.__xss="code"</script>`',
  '[color=#ff0000]<img src=x onerror=window.__xss="in-colour">[/color]',
  '/me <img src=x onerror=window.__xss="action">',
  '{{constructor.constructor("window.__xss=\'template\'")()}}',
  'javascript:alert("bare")',
];

/** Everything inside message texts must be the chat's own formatting, with its own attributes. */
async function expectOnlyChatFormatting(page: Page) {
  const foreign = await page.evaluate(() =>
    [...document.querySelectorAll('.chat-message__text *')]
      .filter(
        (el) =>
          !['STRONG', 'EM', 'CODE', 'SPAN'].includes(el.tagName) ||
          [...el.attributes].some((attribute) => !['class', 'style'].includes(attribute.name)),
      )
      .map((el) => el.outerHTML),
  );
  expect(foreign).toEqual([]);
  const injected = page.locator(
    ['script', 'img', 'svg', 'iframe', 'object', 'embed', 'form', 'input', 'style', 'meta', 'a[href^="javascript"]']
      .map((tag) => `.chat-log ${tag}`)
      .join(', '),
  );
  await expect(injected).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

test('a corpus of XSS payloads posted to chat shows as text and never runs', async ({ browser }) => {
  test.setTimeout(150_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const watcher = await playerOnChat(browser, uniqueName('Watcher'));
  const events: string[] = [];
  watcher.page.on('dialog', async (dialog) => {
    events.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  watcher.page.on('console', (message) => {
    if (message.text().includes('XSS-EXECUTED')) events.push(`console: ${message.text()}`);
  });
  watcher.page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));

  // Three posters share the corpus: the server takes one message a second from each account.
  const posters = await Promise.all(
    [0, 1, 2].map(async (n) => {
      const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
      const player = await signUpWithCharacter(api, { name: uniqueName(`Xss${n}`) });
      return { api, ...player };
    }),
  );
  try {
    await Promise.all(
      posters.map(async (poster, n) => {
        for (let i = n; i < XSS_PAYLOADS.length; i += posters.length) {
          await post(poster.api, XSS_PAYLOADS[i]!);
          await new Promise((resolve) => setTimeout(resolve, 1_050));
        }
      }),
    );

    const fromPosters = (page: Page) =>
      page
        .getByRole('log', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: new RegExp(`^(${posters.map((p) => p.name).join('|')})$`) }) });

    await test.step('live, through the feed', async () => {
      await expect(fromPosters(watcher.page)).toHaveCount(XSS_PAYLOADS.length, { timeout: 20_000 });
      // Payloads without chat markup read back exactly as typed.
      // (Scoped to this run's posters: a retry on the same server sees the last run's lines too.)
      await expect(fromPosters(watcher.page).filter({ hasText: '<script>window.__xss="script"</script>' })).toBeVisible();
      await expect(
        fromPosters(watcher.page).filter({ hasText: '<a href="javascript:window.__xss=\'anchor\'">click me</a>' }),
      ).toBeVisible();
      await fromPosters(watcher.page).filter({ hasText: 'hover' }).hover();
      await expectOnlyChatFormatting(watcher.page);
    });

    await test.step('again from the history after a reload', async () => {
      await watcher.page.reload();
      await expect(fromPosters(watcher.page)).toHaveCount(XSS_PAYLOADS.length);
      await expectOnlyChatFormatting(watcher.page);
    });
    expect(events).toEqual([]);
  } finally {
    await Promise.all(posters.map((poster) => poster.api.dispose()));
    await watcher.context.close();
  }
});

test('the sidebar lists a player who just signed in', async ({ page }) => {
  await signUpWithCharacter(page.request);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Active Players' });
  await expect(sidebar.getByText(/\d+ players? online/)).toBeVisible();
  await expect(sidebar.getByText(/^\d\d:\d\d:\d\d UTC$/).first()).toBeVisible();
  await expect(sidebar.getByText(/^Last updated \d\d:\d\d:\d\d UTC$/)).toBeVisible();

  const newcomer = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const { name, id } = await signUpWithCharacter(newcomer, { name: uniqueName('Newcomer') });
    const link = sidebar.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible({ timeout: 15_000 });
    await expect(link).toHaveAttribute('href', `/character/view/${id}`);
  } finally {
    await newcomer.dispose();
  }
});

test('visitors see the server clock but no player list', async ({ page }) => {
  let presenceCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/character/active')) presenceCalls += 1;
  });
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Active Players' });
  await expect(sidebar.getByText('Sign in to see who is online.')).toBeVisible();
  await expect(sidebar.getByText(/^\d\d:\d\d:\d\d UTC$/)).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(presenceCalls).toBe(0);
});

test('one tab holds the live connections for all tabs of the browser, and another takes over when it closes', async ({
  context,
}) => {
  const feeds: string[] = [];
  const reads: string[] = [];
  context.on('request', (req) => {
    if (req.url().includes('/api/shoutbox/feed')) feeds.push(req.url());
    if (req.method() === 'GET' && req.url().endsWith('/api/character/active')) reads.push(req.url());
  });
  const me = await signUpWithCharacter(context.request);
  const first = await context.newPage();
  await first.goto('/chat');
  const second = await context.newPage();
  await second.goto('/chat');
  await expect(second.getByRole('log', { name: 'Messages' })).not.toContainText('Loading messages...');

  const other = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signUpWithCharacter(other);
    const one = `Shared ${Date.now()}`;
    await post(other, one);
    await expect(lineWith(first, one)).toBeVisible();
    await expect(lineWith(second, one)).toBeVisible();
    await expect(
      second.getByRole('complementary', { name: 'Active Players' }).getByRole('link', { name: me.name }),
    ).toBeVisible();
    expect(feeds).toHaveLength(1);
    expect(reads).toHaveLength(1);

    await first.close();
    const two = `After handover ${Date.now()}`;
    await expect.poll(() => feeds.length).toBe(2);
    await post(other, two);
    await expect(lineWith(second, two)).toBeVisible();
  } finally {
    await other.dispose();
  }
});

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A server of this test's own on a given database, so the test may stop and restart it. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, GAME_SPEED: '60', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('the chat reconnects after a server restart and shows what was missed', async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tod-e2e-chat-'));
  let server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL });
  const poster = await request.newContext({ baseURL });
  try {
    await signUpWithCharacter(context.request);
    await signUpWithCharacter(poster);
    const page = await context.newPage();
    const feeds: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/shoutbox/feed')) feeds.push(req.url());
    });
    await page.goto('/chat');
    const before = `Before the restart ${Date.now()}`;
    const beforeId = await post(poster, before);
    await expect(lineWith(page, before)).toBeVisible();

    // Hold the page's reconnections back until the message it must replay has been posted.
    await page.route('**/api/shoutbox/feed**', (route) => route.abort());
    await stopServer(server);
    await expect(page.getByText(/^Error connecting to chat feed: /)).toBeVisible();
    server = await startServer(port, dataDir);
    const missed = `Posted while you were away ${Date.now()}`;
    const missedId = await post(poster, missed);
    await page.unroute('**/api/shoutbox/feed**');

    // The page retries on its back-off (5 s, then 10 s and 20 s, each +-20%): a retry that fell
    // between the post and the unroute failed once more, and the next one may be 24 s away.
    await expect(lineWith(page, missed)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Error connecting to chat feed: /)).toHaveCount(0, { timeout: 30_000 });
    // The feed resumes after the last message the page holds: the one before the restart (the
    // replay brings the missed one), or the missed one when the history re-read after the lost
    // connection (which catches deletions) already brought it.
    expect([`lastEventId=${beforeId}`, `lastEventId=${missedId}`]).toContain(feeds.at(-1)?.split('?')[1]);
    await expect(lineWith(page, before)).toHaveCount(1);
  } finally {
    await context.close();
    await poster.dispose();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
