// The mobile-first shell at 390x844 on every route of every merchant, as a
// guest, signed in as a member (with every member-centre page) and as an agent (every agent page): the header is at most 56 px tall and stays on screen when the page
// scrolls, no visible control is smaller than 44x44 px, nothing sticks out sideways (at 390 and
// at 360 px) and the page is the one scroll area. Every problem of a merchant is collected and
// reported together, so one run shows the whole list.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl, type MerchantCode } from './fixtures.ts';
import { shot } from './shots.ts';
import { openSignedIn, signInAndOpen } from './sign-in-shortcut.ts';
import { expectLoggedIn, goInApp, openInEnglish, settled } from './helpers.ts';

// The tests share nothing (each has its own browser context, and a worker its own server): with two
// workers they are shared out one by one, where the file as one block went to one worker.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };
/** The narrow phone every route must also fit sideways. */
const NARROW = { width: 360, height: 780 };

/** Every route of app/routes.ts a member or a guest can open (not the agent centre, not the dev style page). */
const ROUTES = [
  '/', '/member', '/member?page=depositv2', '/member?page=withdraw', '/member?page=messageV2', '/pointMall',
  '/elott', '/lottery', '/seaLottery', '/vnLottery', '/seamless',
  '/rng', '/bgs', '/bingo', '/live', '/fish', '/pvp', '/sports', '/esports', '/cockfight',
  '/promotions', '/winners', '/join', '/down', '/download', '/help', '/helpmc', '/game', '/maintain', '/resetPassword', '/no-such-page',
];
/** The member centre's other pages (signed in) and the agent centre's (as agent01). */
const MEMBER_PAGES = [
  'securityCenter', 'transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral',
  'missionLeaderboard', 'manualRebate', 'responsibleGaming', 'feedback', 'transferUpline',
].map((page) => `/member?page=${page}`);
const AGENT_PAGES = [
  'teamManagement', 'downline', 'teamBetting', 'teamTransaction', 'profitLoss', 'transfer', 'dividendContract', 'dailySalary',
  'hourlySalary', 'realTimeSalary', 'myIncome',
].map((page) => `/agentHome?page=${page}`);
type Visitor = 'guest' | 'member' | 'agent';
const MEMBER01: [string, string] = ['member01', 'Member@123'];
const VISITORS: Record<Visitor, { account?: [string, string]; routes: string[] }> = {
  guest: { routes: ROUTES },
  member: { account: MEMBER01, routes: [...ROUTES, ...MEMBER_PAGES] },
  agent: { account: ['agent01', 'Agent@123'], routes: AGENT_PAGES },
};

interface Findings {
  header: number | null;
  /** The header's top after a 200 px scroll (null: the page is too short to scroll that far). */
  headerTopAfterScroll: number | null;
  small: string[];
  overflow: number;
  scrollBoxes: string[];
}

/**
 * Run in the browser, one round trip: first lets a frame pass, so what a resize set off (a game
 * grid's column count, from its ResizeObserver) has rendered; measures the page as it is, with
 * every rule at 390 px (every control's size, every element's overflow style, the page's width,
 * the header after a 200 px scroll) or its width alone at 360 px; then, given `goTo`, walks there
 * as goInApp does (the router's pushState, back to the top, a frame). An element found wrong is
 * named by its tag, classes and text.
 */
async function measureThenGo({ all, goTo }: { all: boolean; goTo?: string }): Promise<Findings> {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  await frame();
  const found: Findings = { header: null, headerTopAfterScroll: null, small: [], overflow: document.scrollingElement!.scrollWidth - innerWidth, scrollBoxes: [] };
  if (all) {
    const describe = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${text}"`;
    };
    const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="option"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(TARGETS)) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // A visually hidden input's target is its label (a chip or a card), and so is a small checkbox's.
      const label = (el as HTMLInputElement).labels?.[0] ?? el.closest('label');
      const box = label ? label.getBoundingClientRect() : rect;
      const width = Math.max(box.width, rect.width);
      const height = Math.max(box.height, rect.height);
      if (width < 43.5 || height < 43.5) small.push(`${describe(el)} ${Math.round(width)}x${Math.round(height)}`);
    }
    found.small = [...new Set(small)];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el instanceof HTMLTextAreaElement || el.closest('[role="dialog"], [role="alertdialog"], [role="listbox"]')) continue;
      const style = getComputedStyle(el);
      if (!/(auto|scroll)/.test(style.overflowY)) continue;
      if (el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1) found.scrollBoxes.push(describe(el));
    }
    const header = document.querySelector('header');
    found.header = header ? header.getBoundingClientRect().height : null;
    // Sticky: after a scroll the header is still at the top (the layout read follows the scroll).
    if (header && document.scrollingElement!.scrollHeight > innerHeight + 200) {
      window.scrollTo(0, 200);
      found.headerTopAfterScroll = header.getBoundingClientRect().top;
    }
  }
  if (goTo !== undefined) {
    window.history.pushState(null, '', goTo);
    window.scrollTo(0, 0);
    await frame();
  }
  return found;
}

/** The problems in what measureThenGo found on route `at` at `width`. */
function problemsIn(found: Findings, at: string, width: number): string[] {
  const problems: string[] = [];
  if (found.overflow > 0) problems.push(`${at}: ${found.overflow} px wider than ${width} px`);
  if (width === NARROW.width) return problems;
  if (found.header !== null && found.header > 56) problems.push(`${at}: header ${found.header} px tall`);
  for (const item of found.small) problems.push(`${at}: target under 44x44: ${item}`);
  for (const item of found.scrollBoxes) problems.push(`${at}: a second scroll area: ${item}`);
  const top = found.headerTopAfterScroll;
  if (top !== null && Math.abs(top) > 0.5) problems.push(`${at}: header not sticky (top ${top} after a 200 px scroll)`);
  return problems;
}

/**
 * Checks every route at 390 and at 360 px wide (the page already showing the first, opened at
 * either): once settled, a route is checked at the width the page has, resized once to the other,
 * and checked there in the call that walks on to the next route, which opens at that width. So a
 * route costs one resize and three calls besides settled(), where opening each at 390 px and
 * checking 360 in a call of its own cost two resizes and five.
 */
async function sweep(page: Page, merchant: MerchantCode, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  const width = () => page.viewportSize()!.width;
  const check = async (path: string, goTo?: string) => {
    const at = width();
    problems.push(...problemsIn(await page.evaluate(measureThenGo, { all: at === PHONE.width, goTo }), `${merchant} ${path}`, at));
  };
  for (const [i, path] of routes.entries()) {
    await settled(page);
    await check(path);
    await page.setViewportSize(width() === PHONE.width ? NARROW : PHONE);
    await check(path, routes[i + 1]);
  }
  return problems;
}

for (const merchant of MERCHANTS) {
  for (const [visitor, { account, routes }] of Object.entries(VISITORS)) {
    test(`${merchant}, ${visitor}: every route fits a 390 px phone with 44 px targets and one scroll area`, async ({ page }) => {
      test.setTimeout(300_000);
      // Opened at 390 px on its first route: no relayout from the default desktop size first.
      await page.setViewportSize(PHONE);
      if (account) await openSignedIn(page, merchant, ...account, routes[0]);
      else await openInEnglish(page, merchant, routes[0]);
      const problems = await sweep(page, merchant, routes);
      if (problems.length > 0) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
    });
  }
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: the phone drawer opens and closes with the keyboard, focus trapped and returned`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openInEnglish(page, merchant);
    // cnstar's pop-up notice opens on load: closed first (opening late, it took the focus and the Escape).
    // It is the guard's login dialog, opening a moment after the app starts (no server markup in English)
    // and after the page's requests: waited for, or settled() may answer before it.
    if (merchant === 'cnstar') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await settled(page);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The categories and the side menu are in it.
    await expect(drawer.getByRole('link', { name: 'Promotions' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Register' })).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    // Signed in: the account's name, the session clock and Log out are in the drawer.
    await signInAndOpen(page, merchant, ...MEMBER01);
    await menu.click();
    await expect(drawer.getByText('member01', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('timer').locator('svg')).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/promotions$/);
    // The points mall is one tap away in the drawer (navigation.sideMenu.pointMall).
    await menu.click();
    await drawer.getByRole('link', { name: 'Points mall' }).click();
    await expect(page).toHaveURL(/\/pointMall$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  });

  test(`${merchant}: phone tab bar and category bar; desktop keeps the header layout`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openInEnglish(page, merchant);
    // cnstar's pop-up notice opens on load: closed first (it would cover the bar).
    // It is the guard's login dialog, opening a moment after the app starts (no server markup in English)
    // and after the page's requests: waited for, or settled() may answer before it.
    if (merchant === 'cnstar') await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await settled(page);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const tabs = page.getByRole('navigation', { name: 'Main sections' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Games', 'Promotions', 'Deposit', 'Me']);
    await expect(tabs.locator('svg')).toHaveCount(5);
    // The category bar scrolls sideways; a category's vendors open from its own button and stay usable.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const scroller = nav.locator('ul').first();
    expect(await scroller.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    const toggle = nav.getByRole('button', { name: /vendors$/ }).first();
    await toggle.click();
    const dropdown = nav.locator('.vendor-dropdown');
    await expect(dropdown).toBeVisible();
    const box = (await dropdown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(dropdown.getByRole('button', { name: 'Bet' }).first()).toBeVisible();
    await dropdown.getByRole('button', { name: 'Bet' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Deposit as a guest asks for the login first.
    await tabs.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Desktop: no tab bar and no menu button; the account links and the category links show in the header.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tabs).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();
  });
}

test('bdwin: the tab bar speaks the member\'s language', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(merchantUrl('bdwin', '/'));
  const tabs = page.locator('nav.tab-bar');
  await expect(tabs.getByRole('link')).toHaveCount(5);
  const names = await tabs.getByRole('link').allTextContents();
  expect(names.every((name) => !/^(Home|Games|Promotions|Deposit|Me)$/.test(name.trim()))).toBe(true);
  await expect(tabs.getByRole('link').first()).toHaveText(/\S/);
  await shot(page, '/tmp/shell/bdwin-bn-home-390.png');
});

/** Screens to look at: home, a game list and the member centre on each merchant at 390x844 and 1280x800. */
for (const merchant of MERCHANTS) {
  test(`${merchant}: screenshots of home, a game list and the member centre`, async ({ page }) => {
    await openSignedIn(page, merchant, ...MEMBER01);
    await expectLoggedIn(page, 'member01');
    for (const [name, path] of [['home', '/'], ['rng', '/rng'], ['member', '/member']] as const) {
      for (const size of [PHONE, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await goInApp(page, path);
        await settled(page);
        await shot(page, `/tmp/shell/${merchant}-${name}-${size.width}.png`);
      }
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' })).toBeVisible();
    await shot(page, `/tmp/shell/${merchant}-drawer-390.png`);
  });
}
