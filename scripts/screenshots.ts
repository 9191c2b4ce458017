/**
 * The screenshot gallery: every route a member can open, on every merchant, on a phone
 * (390x844) and a desktop (1280x800), as a guest, signed in as the demo member (member01) and as
 * the demo agent (agent01) in its agent centre, in the merchant's default language. Writes PNGs and
 * one index.html to look at them side by side.
 *
 *   npx tsx scripts/screenshots.ts [out-dir]      (npm run screenshots; default /tmp/portal-gallery)
 *
 * Builds the portal, starts the real platform on the embedded database with its demo data
 * (scripts/lib/platform-server.ts), drives Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium)
 * through Playwright, and always stops both. Not a test: it asserts nothing and prints where the
 * gallery is.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startPlatform, type RunningPlatform } from './lib/platform-server.ts';

const OUT = resolve(process.argv[2] ?? '/tmp/portal-gallery');
const MERCHANTS = ['bdwin', 'vnlotto', 'cnstar'];
const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }] as const;
const GUEST_ROUTES = ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/cockfight', '/lottery', '/elott', '/promotions', '/pointMall', '/down', '/help', '/login', '/register'];
const MEMBER_ROUTES = [
  '/', '/member?page=depositv2', '/member?page=withdraw', '/member?page=securityCenter', '/member?page=transactionHistory',
  '/member?page=personalHistoryCopy', '/member?page=personalProfit', '/member?page=bonusDetails', '/member?page=manualRebate',
  '/member?page=messageV2', '/member?page=transferUpline', '/member?page=referral', '/member?page=responsibleGaming',
  '/member?page=feedback', '/member?page=rewardCenter', '/member?page=missionLeaderboard', '/promotions', '/pointMall',
];
const AGENT_ROUTES = [
  'teamManagement', 'downline', 'teamBetting', 'teamTransaction', 'profitLoss', 'transfer', 'dividendContract', 'dailySalary',
  'hourlySalary', 'realTimeSalary', 'myIncome',
].map((page) => `/agentHome?page=${page}`);
const ACCOUNTS = { member: { username: 'member01', password: 'Member@123' }, agent: { username: 'agent01', password: 'Agent@123' } };
type Who = 'guest' | keyof typeof ACCOUNTS;

interface Shot { merchant: string; who: string; route: string; size: string; file: string }

const slug = (route: string) => route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Waits for the page to settle and closes a notice that pops up on load, so the page is what is shot. */
async function settle(page: Page, keepDialog: boolean): Promise<void> {
  // Signed in, the notification stream keeps the network busy: idle or 5 s, whichever comes first.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  if (!keepDialog && await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await page.waitForTimeout(300); // carousel and fonts
}

async function signIn(page: Page, base: string, account: { username: string; password: string }): Promise<void> {
  await page.goto(`${base}/login`);
  // The server-rendered form answers once the app has the page (before, a submit is cancelled).
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="password"]').press('Enter');
  // Signed in once the member's details are stored too: a page opened between the token and them
  // starts signed out (session.ts startupToken), and the gallery's members looked like guests.
  await page.waitForFunction(() => Boolean(sessionStorage.getItem('token') && sessionStorage.getItem('account')), undefined, { timeout: 15_000 });
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

const ROUTES: Record<Who, string[]> = { guest: GUEST_ROUTES, member: MEMBER_ROUTES, agent: AGENT_ROUTES };

async function shoot(browser: Browser, port: number, merchant: string, who: Who): Promise<Shot[]> {
  const base = `http://${merchant}.localhost:${port}`;
  const shots: Shot[] = [];
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    if (who !== 'guest') await signIn(page, base, ACCOUNTS[who]);
    for (const route of ROUTES[who]) {
      const file = `${merchant}-${who}-${slug(route)}-${size.name}.png`;
      await page.goto(`${base}${route}`);
      await settle(page, route === '/login' || route === '/register');
      // A whole desktop page where Chromium can capture it; a very long one (a game list of
      // thousands) is refused by the browser, so it gets the screen as seen instead.
      // A capture refused right after a refused whole page (Chromium, under load) is tried once more;
      // a screen that still cannot be captured is reported and left out rather than ending the gallery.
      const captured = await page.screenshot({ path: join(OUT, file), fullPage: size.name !== 'phone' }).catch(async (error: unknown) => {
        console.log(`  ${route} (${size.name}): whole page not captured (${firstLine(error)}); the screen instead`);
        return page.screenshot({ path: join(OUT, file) }).catch(() => page.waitForTimeout(1_000).then(() => page.screenshot({ path: join(OUT, file) })));
      }).then(() => true, (error: unknown) => {
        console.log(`  ${route} (${size.name}): not captured (${firstLine(error)}); left out of the gallery`);
        return false;
      });
      if (captured) shots.push({ merchant, who, route, size: size.name, file });
    }
    await context.close();
  }
  return shots;
}

function gallery(shots: Shot[]): string {
  const rows = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = `${shot.merchant} · ${shot.who} · ${shot.route}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const sections = [...rows].map(([title, row]) => `<section><h2>${escape(title)}</h2><div class="row">${
    row.map((s) => `<figure><a href="${s.file}"><img src="${s.file}" alt="${escape(`${title} (${s.size})`)}" loading="lazy"></a><figcaption>${s.size}</figcaption></figure>`).join('')
  }</div></section>`).join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portal gallery</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;background:#f4f5f7}section{margin-block:1.5rem}h2{font-size:1rem}
.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;background:#fff;padding:.5rem;border-radius:8px}
img{display:block;max-height:480px;width:auto;border:1px solid #ddd}figcaption{color:#555;margin-top:.25rem}</style>
<h1>Portal gallery: ${shots.length} screens, ${new Date().toISOString()}</h1>
${sections}
</html>
`;
}

let platform: RunningPlatform | null = null;
let browser: Browser | null = null;
let failed = false;
try {
  mkdirSync(OUT, { recursive: true });
  platform = await startPlatform('gallery');
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const shots: Shot[] = [];
  for (const merchant of MERCHANTS) {
    for (const who of ['guest', 'member', 'agent'] as const) {
      console.log(`${merchant}: ${who}...`);
      shots.push(...await shoot(browser, platform.port, merchant, who));
    }
  }
  writeFileSync(join(OUT, 'index.html'), gallery(shots));
  console.log(`${shots.length} screenshots; gallery: ${join(OUT, 'index.html')}`);
} catch (error) {
  failed = true;
  console.error(`Could not make the gallery: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
} finally {
  await browser?.close();
  await platform?.stop();
}
process.exit(failed ? 1 : 0);
