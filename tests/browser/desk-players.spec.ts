// The desk's player view (GLI-19 2.8.1) at 390x844 and 1280: support searches a member by part of
// the username, opens them, reads the balance, the limits the member set and the member's full
// statement (22 movements: 20 a page, newest first, the next page ends with the first funding; a
// range of days narrows it, a reversed one is named beside its field), writes a note (an empty
// one is refused next to the field), and the note shows with its author; finance has no Players
// page. Screens go to /tmp/desk-players (SHOTS=1).
import { randomUUID } from 'node:crypto';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import { expect, test } from './fixtures.ts';
import { deskSignIn } from './desk-helpers.ts';
import { platformUrl, relaxRegistration, restoreRegistration, unique } from './helpers.ts';
import { freshIp, registerMember } from './model/platform.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';

const MERCHANT = 'bdwin';
const PASSWORD = 'abc12345';
const SUPPORT = {
  username: 'support01', password: 'Support@123',
  signedIn: (page: import('@playwright/test').Page) => page.getByRole('navigation').getByRole('link', { name: 'Players' }),
};

/** bdwin's day (UTC+6, its utcOffsetMinutes), `days` from today: the statement's days are the merchant's. */
const bdwinDay = (days = 0) => new Date(Date.now() + 360 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new member with 123.45 in the wallet from 22 fundings (102.45, then 21 of 1.00), a weekly
 * deposit limit of 300 and a daily loss limit of 50.
 */
async function arrangeMember(): Promise<string> {
  const username = unique('pv');
  await registerMember(MERCHANT, username, PASSWORD);
  const ip = freshIp();
  let token: string | null = null;
  const member = createPlatformClient({
    baseUrl: platformUrl(''), merchant: MERCHANT, getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa',
    fetch: (input, init) => { const r = new Request(input, init); r.headers.set('X-Forwarded-For', ip); return fetch(r); },
  });
  token = (await member.call('login', { type: 'username', username, password: PASSWORD, loginDeviceId: randomUUID() })).token;
  for (const amountMinor of [10_245, ...Array.from({ length: 21 }, () => 100)]) {
    const fund = await fetch(platformUrl('/dev/withdrawals/fund'), { method: 'POST', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify({ username, amountMinor }) });
    expect(((await fund.json()) as { success: boolean }).success).toBe(true);
  }
  await member.call('depositLimitSet', { period: 'week', amount: '300' });
  await member.call('playLimitSet', { kind: 'loss', period: 'day', amount: '50' });
  return username;
}

test.describe('desk players', () => {
  test.beforeAll(async ({ request }) => relaxRegistration(request, MERCHANT));
  test.afterAll(async ({ request }) => restoreRegistration(request, MERCHANT));

  test('support finds a member, reads balance and limits, adds a note that shows; finance has no Players page', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const username = await arrangeMember();
    const desk = await deskSignIn(browser, request, MERCHANT, SUPPORT);
    await desk.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
    await expect(desk.getByRole('heading', { name: 'Players' })).toBeVisible();
    await desk.getByRole('searchbox', { name: 'Username, mobile number or email' }).fill(username.slice(1).toUpperCase());
    await desk.getByRole('button', { name: 'Search' }).click();
    const hit = desk.getByRole('list', { name: 'Members found' }).getByRole('button');
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText(username);
    await hit.click();

    const view = desk.getByRole('article', { name: username });
    await expect(view.getByRole('definition').filter({ hasText: '৳123.45' })).toBeVisible(); // the balance
    await expect(view.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    await expect(view).toContainText('per week');
    await expect(view).toContainText('৳300.00');
    await expect(view).toContainText('Loss · per day');
    await expect(view).toContainText('৳50.00');
    await expect(view).toContainText('None in force');
    await expect(view.getByText('No notes yet.')).toBeVisible();
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
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }

    const finance = await deskSignIn(browser, request, MERCHANT);
    await expect(finance.getByRole('navigation').getByRole('link', { name: 'Players' })).toHaveCount(0);
  });
});
