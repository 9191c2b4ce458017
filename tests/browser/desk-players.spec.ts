// The desk's player view (GLI-19 2.8.1) at 390x844 and 1280: support searches a member by part of
// the username, opens them, reads the balance, the limits the member set and the member's full
// statement (22 movements: 20 a page, newest first, the next page ends with the first funding; a
// range of days narrows it, a reversed one is named beside its field), writes a note (an empty
// one is refused next to the field), and the note shows with its author; finance has no Players
// page. A member who played 21 slot rounds: the bet records list each round's game, stake, win
// and round id, 20 a page, and take a range of days; the statement's bets and wins name the game;
// on a phone each section's two day fields sit side by side. Screens go to /tmp/desk-players (SHOTS=1).
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import { expect, test } from './fixtures.ts';
import { deskSignIn } from './desk-helpers.ts';
import { platformUrl, relaxRegistration, restoreRegistration, unique } from './helpers.ts';
import { freshIp, registerMember } from './model/platform.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';
import { shipped } from './register-helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

const MERCHANT = 'bdwin';
const PASSWORD = 'abc12345';
const SUPPORT = {
  username: 'support01', password: 'Support@123',
  signedIn: (page: import('@playwright/test').Page) => page.getByRole('navigation').getByRole('link', { name: 'Players' }),
};

/** bdwin's day (UTC+6, its utcOffsetMinutes), `days` from today: the statement's days are the merchant's. */
const bdwinDay = (days = 0) => new Date(Date.now() + 360 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A member signed in through the platform client, from an address of their own. */
async function memberClient(username: string) {
  const ip = freshIp();
  let token: string | null = null;
  const member = createPlatformClient({
    baseUrl: platformUrl(''), merchant: MERCHANT, getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa',
    fetch: (input, init) => { const r = new Request(input, init); r.headers.set('X-Forwarded-For', ip); return fetch(r); },
  });
  token = (await member.call('login', { type: 'username', username, password: PASSWORD, loginDeviceId: randomUUID() })).token;
  return member;
}

async function fund(username: string, amountMinor: number): Promise<void> {
  const response = await fetch(platformUrl('/dev/withdrawals/fund'), { method: 'POST', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify({ username, amountMinor }) });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** One round of the demo provider, on the launch's game host (games.localhost: Node does not resolve it, so the Host header names it). */
function playRound(gameUrl: string, roundId: string, bet: number): Promise<{ bet: number; win: number }> {
  const url = new URL(gameUrl);
  const body = JSON.stringify({ ticket: url.searchParams.get('ticket'), roundId, bet });
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port: url.port, path: '/demo-games/api/round', method: 'POST', headers: { Host: url.host, 'Content-Type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { success: boolean; value: { round: { bet: number; win: number } } };
        if (answer.success) resolve(answer.value.round); else reject(new Error(JSON.stringify(answer)));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A new member who played `count` slot rounds of 1.00 (round ids `<prefix>-01`, ...): the game's name and each round's win, in order. */
async function arrangePlayer(prefix: string, count: number): Promise<{ username: string; gameName: string; wins: number[] }> {
  const username = unique('pr');
  await registerMember(MERCHANT, username, PASSWORD);
  await fund(username, 10_000);
  const member = await memberClient(username);
  const list = await fetch(platformUrl('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1'), { headers: { Merchant: MERCHANT } });
  const game = ((await list.json()) as { value: { list: { gameId: number; gameName: string }[] } }).value.list[0]!;
  const launched = await member.call('launchGame', { gameId: game.gameId, launchMode: 'GLS' }) as { game_url: string };
  const wins: number[] = [];
  for (let n = 1; n <= count; n += 1) wins.push((await playRound(launched.game_url, `${prefix}-${String(n).padStart(2, '0')}`, 100)).win);
  return { username, gameName: game.gameName, wins };
}

/** The two day fields of a section sit on one line (the same top), each at least 120 px wide. */
async function expectDaysSideBySide(section: import('@playwright/test').Locator): Promise<void> {
  const from = await section.getByLabel('From day').boundingBox();
  const to = await section.getByLabel('To day').boundingBox();
  expect(from && to).toBeTruthy();
  expect(Math.abs(from!.y - to!.y)).toBeLessThan(2);
  expect(to!.x).toBeGreaterThan(from!.x + from!.width - 1);
  expect(Math.min(from!.width, to!.width)).toBeGreaterThanOrEqual(120);
}

/**
 * A new member with 123.45 in the wallet from 22 fundings (102.45, then 21 of 1.00), a weekly
 * deposit limit of 300 and a daily loss limit of 50.
 */
async function arrangeMember(): Promise<string> {
  const username = unique('pv');
  await registerMember(MERCHANT, username, PASSWORD);
  const member = await memberClient(username);
  for (const amountMinor of [10_245, ...Array.from({ length: 21 }, () => 100)]) await fund(username, amountMinor);
  await member.call('depositLimitSet', { period: 'week', amount: '300' });
  await member.call('playLimitSet', { kind: 'loss', period: 'day', amount: '50' });
  return username;
}

/** The Players page, searched for `query`, with its one hit (`username`) opened. */
async function openPlayer(desk: import('@playwright/test').Page, username: string, query = username) {
  await desk.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
  await expect(desk.getByRole('heading', { name: 'Players' })).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Username, mobile number or email' }).fill(query);
  await desk.getByRole('button', { name: 'Search' }).click();
  const hit = desk.getByRole('list', { name: 'Members found' }).getByRole('button');
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText(username);
  await hit.click();
  return desk.getByRole('article', { name: username });
}

test.describe('desk players', () => {
  test.beforeAll(async ({ request }) => relaxRegistration(request, MERCHANT));
  test.afterAll(async ({ request }) => restoreRegistration(request, MERCHANT));

  test('support finds a member, reads balance and limits, adds a note that shows; finance has no Players page', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const username = await arrangeMember();
    const desk = await deskSignIn(browser, request, MERCHANT, SUPPORT);
    const view = await openPlayer(desk, username, username.slice(1).toUpperCase());
    await expect(view.getByRole('definition').filter({ hasText: '৳123.45' })).toBeVisible(); // the balance
    await expect(view.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    await expect(view).toContainText('per week');
    await expect(view).toContainText('৳300.00');
    await expect(view).toContainText('Loss · per day');
    await expect(view).toContainText('৳50.00');
    await expect(view).toContainText('None in force');
    await expect(view.getByText('No notes yet.')).toBeVisible();
    await expect(view.getByRole('region', { name: 'Bet records' }).getByText('No bet records.')).toBeVisible();
    // The statement: every movement, 20 a page, newest first, each with the balance after it.
    const statement = view.getByRole('region', { name: 'Statement' });
    const lines = statement.getByRole('row');
    const paging = statement.getByRole('navigation', { name: 'Pages' });
    await expect(paging).toContainText('Page 1 of 2 · 22 in all');
    await expect(lines).toHaveCount(21); // the header and 20 movements
    await expect(lines.nth(1)).toContainText('Adjustment');
    await expect(lines.nth(1)).toContainText('+৳1.00');
    await expect(lines.nth(1)).toContainText('৳123.45');
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(paging).toContainText('Page 2 of 2 · 22 in all');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(2)).toContainText('+৳102.45');
    await expect(lines.nth(2)).toContainText(/৳102\.45.*৳102\.45/);
    await expect(paging.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shotBothSizes(desk, '/tmp/desk-players/statement-page-2');
    // A range of the merchant's days: tomorrow holds nothing, today all 22; a reversed range is named.
    await statement.getByLabel('From day').fill(bdwinDay(1));
    await statement.getByRole('button', { name: 'Filter' }).click();
    await expect(statement.getByText('No money movements.')).toBeVisible();
    await statement.getByLabel('From day').fill(bdwinDay());
    await statement.getByLabel('To day').fill(bdwinDay(-1));
    await statement.getByRole('button', { name: 'Filter' }).click();
    await expect(statement.getByText('The last day must not be before the first.')).toBeVisible();
    await statement.getByLabel('To day').fill(bdwinDay());
    await statement.getByRole('button', { name: 'Filter' }).click();
    await expect(paging).toContainText('Page 1 of 2 · 22 in all');

    const note = view.getByRole('textbox', { name: 'New note' });
    await view.getByRole('button', { name: 'Add note' }).click();
    await expect(view.getByText('This field cannot be empty')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAttribute('maxlength', '1000');
    const text = `Called about a late withdrawal ${Date.now()}`;
    await note.fill(text);
    await view.getByRole('button', { name: 'Add note' }).click();
    await expect(view.getByText('Note added.')).toBeVisible();
    await expect(note).toHaveValue('');
    const notes = view.getByRole('list', { name: 'Desk notes' });
    await expect(notes.getByText(text)).toBeVisible();
    await expect(notes).toContainText('By support01 on');

    await shotBothSizes(desk, '/tmp/desk-players/view');
    for (const size of [PHONE, DESKTOP]) {
      await desk.setViewportSize(size);
      await expect(view.getByRole('definition').filter({ hasText: '৳123.45' })).toBeVisible();
      await expect(notes.getByText(text)).toBeVisible();
      await expectDaysSideBySide(statement);
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }

    const finance = await deskSignIn(browser, request, MERCHANT);
    await expect(finance.getByRole('navigation').getByRole('link', { name: 'Players' })).toHaveCount(0);
  });

  test('support reads a member\'s bet records: game, stake, win and round id, 20 a page, a range of days', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const prefix = `r${Date.now().toString(36)}`;
    const { username, gameName, wins } = await arrangePlayer(prefix, 21);
    const money = (minor: number) => formatMoney(minor, (shipped(MERCHANT) as unknown as { identity: { currency: MoneyFormat } }).identity.currency);
    const desk = await deskSignIn(browser, request, MERCHANT, SUPPORT);
    const view = await openPlayer(desk, username);

    const records = view.getByRole('region', { name: 'Bet records' });
    const rows = records.getByRole('row');
    const paging = records.getByRole('navigation', { name: 'Pages' });
    await expect(paging).toContainText('Page 1 of 2 · 21 in all');
    await expect(rows).toHaveCount(21); // the header and 20 rounds
    // Newest first: the 21st round, then the 20th.
    for (const [row, n] of [[1, 21], [2, 20]] as const) {
      await expect(rows.nth(row)).toContainText(`${prefix}-${n}`);
      await expect(rows.nth(row)).toContainText(gameName);
      await expect(rows.nth(row).getByRole('cell').nth(3)).toHaveText(money(100));
      await expect(rows.nth(row).getByRole('cell').nth(4)).toHaveText(money(wins[n - 1]!));
    }
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(paging).toContainText('Page 2 of 2 · 21 in all');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${prefix}-01`);
    await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText(money(wins[0]!));
    // The statement's newest line is the last round's bet or win, named with its game.
    const statement = view.getByRole('region', { name: 'Statement' });
    await expect(statement.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(new RegExp(`^(Bet|Win) · `));
    await expect(statement.getByRole('row').nth(1).getByRole('cell').nth(2)).toContainText(gameName);
    await shotBothSizes(desk, '/tmp/desk-players/bet-records');

    // A range of the merchant's days: tomorrow holds nothing, today all 21; a reversed range is named.
    await records.getByLabel('From day').fill(bdwinDay(1));
    await records.getByRole('button', { name: 'Filter' }).click();
    await expect(records.getByText('No bet records.')).toBeVisible();
    await records.getByLabel('From day').fill(bdwinDay());
    await records.getByLabel('To day').fill(bdwinDay(-1));
    await records.getByRole('button', { name: 'Filter' }).click();
    await expect(records.getByText('The last day must not be before the first.')).toBeVisible();
    await records.getByLabel('To day').fill(bdwinDay());
    await records.getByRole('button', { name: 'Filter' }).click();
    await expect(paging).toContainText('Page 1 of 2 · 21 in all');

    for (const size of [PHONE, DESKTOP]) {
      await desk.setViewportSize(size);
      await expect(rows.nth(1)).toContainText(`${prefix}-21`);
      await expectDaysSideBySide(records);
      await expectDaysSideBySide(statement);
      expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await records.scrollIntoViewIfNeeded();
    await shotBothSizes(desk, '/tmp/desk-players/bet-records-days');
  });
});
