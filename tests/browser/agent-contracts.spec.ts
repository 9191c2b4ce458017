// Agent contracts in the agent centre, two browsers against the real platform: agent01
// opens an account, makes it an agent and offers it a daily salary; the new agent (a second
// browser) sees the offer and accepts; asks for a new contract, agent01 answers with new terms,
// which the agent rejects; then asks to terminate and agent01 grants it. The seed gives agent01
// its own daily salary from the desk (src/platform/seed-contracts.ts), which bounds what it offers.
// Screens at 390x844 and 1280x800 go to /tmp/agent-contracts.
import type { Browser, Page, Request } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { expectLoggedIn, logIn, openInEnglish } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

// bdwin: the new agent has no mobile, so its first login from a new address asks no SMS code.
const MERCHANT = 'bdwin';
const BDT = (shipped(MERCHANT) as unknown as { identity: { currency: MoneyFormat } }).identity.currency;
const NOT_NUMBER = 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.50.';
const WHOLE_NOT_NUMBER = 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.';

/** The offers agent01 sends (JSON bodies), as sent. */
function offersSent(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/agent/contract/offer') sent.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return sent;
}

/** The decisions and requests agent01 sends (paths), as sent: a confirmation's Back sends none. */
function decisionsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/wps/agent/contract/decide' || path === '/wps/agent/contract/request')) sent.push(path);
  });
  return sent;
}

async function openPage(page: Page, link: string) {
  const main = page.getByRole('main');
  // A phone's header has no agent-centre button (it is in the menu drawer): go by address there.
  if ((page.viewportSize()?.width ?? 1280) <= 640) await page.goto(merchantUrl(MERCHANT, '/agentHome'));
  else await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  await main.getByRole('link', { name: link }).click();
  await expect(main.getByRole('heading', { name: link, level: 2 })).toBeVisible();
  return main;
}

/** agent01 opens an account below itself and makes it an agent; answers its username. */
async function newDownlineAgent(page: Page): Promise<string> {
  const main = await openPage(page, 'Downline');
  await main.getByRole('button', { name: 'Open an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open an account' });
  const username = `ct${Date.now().toString(36).slice(-7)}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('First password').fill('First1234');
  await dialog.getByRole('button', { name: 'Open account' }).click();
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: `Manage ${username}` }).click();
  const manage = page.getByRole('dialog', { name: `Manage ${username}` });
  await manage.getByRole('button', { name: 'Make agent' }).click();
  await expect(manage.getByRole('button', { name: 'Make agent' })).toBeHidden();
  await page.keyboard.press('Escape');
  return username;
}

/** The new agent signs in (its first login changes the password the upline gave it). */
async function signInNewAgent(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })).newPage();
  await openInEnglish(page, MERCHANT);
  await logIn(page, username, 'First1234');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('New password', { exact: true }).fill('Second1234');
  await change.getByLabel('Confirm new password').fill('Second1234');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expectLoggedIn(page, username);
  return page;
}

test('a daily salary offered, accepted, changed on request, refused and terminated', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await openSignedIn(page, MERCHANT, 'agent01', 'Agent@123');
  await expectLoggedIn(page, 'agent01');
  const username = await newDownlineAgent(page);

  // agent01 offers: each amount is the money widget (taken as typed or refused with its rule
  // under its field), tiers out of order are refused under the field that falls, and nothing is
  // sent before the confirmation lists the tiers.
  const sent = offersSent(page);
  const main = await openPage(page, 'Daily salary');
  await main.getByRole('button', { name: 'Offer a contract' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer a contract: Daily salary' });
  await offer.getByLabel('Agent').selectOption(username);
  await expect(offer.getByText(/Your own contract pays up to 2%/)).toBeVisible();
  const level = (n: number) => offer.getByRole('group', { name: `Level ${n}` });
  const send = offer.getByRole('button', { name: 'Send the offer' });
  await level(1).getByLabel('Active members').fill('2');
  await level(1).getByLabel('Rate (%)').fill('0.8');
  const refuses = async (field: ReturnType<Page['getByLabel']>, cases: [string, string | RegExp][]) => {
    for (const [typed, error] of cases) {
      await field.fill(typed);
      await send.click();
      await expect(field, JSON.stringify(typed)).toHaveAccessibleDescription(error);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
  };
  await refuses(level(1).getByLabel('Team betting'), [
    ['-5', `The amount must be at least ${formatMoney(0, BDT)}.`],
    ['1e3', NOT_NUMBER],
    ['１', NOT_NUMBER],
    ['99999999999999', /^The amount can be at most .+\.$/],
    ['', 'Enter an amount.'],
    ['5000.555', 'Use at most 2 decimals.'],
  ]);
  await refuses(level(1).getByLabel('Active members'), [['2.5', 'Enter a whole number, without decimals.'], ['1e3', WHOLE_NOT_NUMBER]]);
  // A rate is a percentage above 0 and at most the agent's own (2 %), with two decimals at most.
  await refuses(level(1).getByLabel('Rate (%)'), [['0', /The amount must be at least 0\.01%\.$/], ['2.5', /The amount can be at most 2%\.$/], ['0.805', /Use at most 2 decimals\.$/]]);
  expect(sent).toEqual([]);
  await level(1).getByLabel('Team betting').fill('2.5');
  await level(1).getByLabel('Active members').fill('2');
  await level(1).getByLabel('Rate (%)').fill('0.8');
  await offer.getByRole('button', { name: 'Add a level' }).click();
  await level(2).getByLabel('Team betting').fill('1');
  await level(2).getByLabel('Active members').fill('4');
  await level(2).getByLabel('Rate (%)').fill('1.2');
  await send.click();
  await expect(level(2).getByLabel('Team betting')).toHaveAccessibleDescription(/^Tiers must rise level by level/);
  await level(2).getByLabel('Team betting').fill('20000');
  await send.click();
  const check = page.getByRole('alertdialog', { name: 'Check your offer' });
  await expect(check).toContainText(username);
  await expect(check).toContainText(`Team betting ${formatMoney(250, BDT)} · Active members 2 · Rate 0.8%`);
  await expect(check).toContainText(`Team betting ${formatMoney(2_000_000, BDT)} · Active members 4 · Rate 1.2%`);
  await shotBothSizes(page, '/tmp/agent-contracts/upline-offer-confirm');
  expect(sent).toEqual([]);
  // Back returns to the table as it was.
  await check.getByRole('button', { name: 'Back' }).click();
  await expect(level(1).getByLabel('Team betting')).toHaveValue('2.5');
  await send.click();
  await check.getByRole('button', { name: 'Confirm' }).click();
  await expect(offer).toBeHidden();
  expect(sent).toHaveLength(1);
  // Exactly what was typed: 2.5 is 250 minor units, never 25 or 2500.
  expect(sent[0]).toMatchObject({ username, type: 'dailySalary', tiers: [{ teamBetMinor: 250, activeMembers: 2, rate: 0.8 }, { teamBetMinor: 2_000_000, activeMembers: 4, rate: 1.2 }] });
  const row = main.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText(`Waiting for ${username}`);
  await shotBothSizes(page, '/tmp/agent-contracts/upline-offered');

  // The downline sees it waiting for its answer and accepts.
  const low = await signInNewAgent(browser, username);
  const lowMain = await openPage(low, 'Daily salary');
  const held = lowMain.locator('.held-contract');
  await expect(held.getByText('Your contract from agent01')).toBeVisible();
  await expect(held.getByText('Waiting for your answer')).toBeVisible();
  await expect(held.getByRole('cell', { name: '1.2%' })).toBeVisible();
  await shotBothSizes(low, '/tmp/agent-contracts/holder-offered');
  await held.getByRole('button', { name: 'Accept' }).click();
  // Nothing is signed until the confirmation is answered.
  const confirm = low.getByRole('alertdialog', { name: 'Accept this contract?' });
  await expect(confirm).toContainText('agent01');
  await expect(held.getByText('Waiting for your answer')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(held.getByText('Signed')).toBeVisible();
  await expect(row).toContainText('Signed');

  // It asks for a new contract at 1.5 %; agent01 answers with new terms, which it rejects.
  await held.getByLabel('Rate you ask for (%)').fill('1.5');
  await held.getByRole('button', { name: 'Ask for a new contract' }).click();
  await expect(held.getByRole('status').filter({ hasText: 'You asked for a new contract at 1.5%. Waiting for agent01.' })).toBeVisible();
  await page.reload(); // agent01 opens the page again (it reads quickly only while it awaits an answer)
  await expect(row).toContainText(`${username} asks for a new contract at 1.5%`);
  await shotBothSizes(page, '/tmp/agent-contracts/upline-request');
  await row.getByRole('button', { name: `Offer new terms to ${username}` }).click();
  const terms = page.getByRole('dialog', { name: 'Offer a contract: Daily salary' });
  await terms.getByRole('group', { name: 'Level 2' }).getByLabel('Rate (%)').fill('1.4');
  await terms.getByRole('button', { name: 'Send the offer' }).click();
  await page.getByRole('alertdialog', { name: 'Check your offer' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(terms).toBeHidden();
  expect(sent[1]).toMatchObject({ tiers: [{ teamBetMinor: 250 }, { teamBetMinor: 2_000_000, rate: 1.4 }] });
  await expect(held.getByText('Waiting for your answer')).toBeVisible({ timeout: 15_000 });
  await expect(held.getByRole('cell', { name: '1.4%' })).toBeVisible();
  await held.getByRole('button', { name: 'Reject' }).click();
  await expect(lowMain.getByRole('status').filter({ hasText: 'You rejected this offer.' })).toBeVisible();
  // The holder's page is back on the signed version.
  await expect(held.getByText('Signed')).toBeVisible();
  await expect(held.getByRole('cell', { name: '1.2%' })).toBeVisible();
  // The signed version stays: agent01 reads it signed again, its version history has the rejected one.
  await expect(row).toContainText('Signed');
  await expect(row.getByRole('cell', { name: '1.2%' })).toBeVisible();
  await row.getByRole('button', { name: `History of the contract of ${username}` }).click();
  const history = page.getByRole('dialog', { name: `Versions for ${username}` });
  await expect(history.getByRole('heading', { name: 'Version 2 Rejected' })).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Version 1 Signed' })).toBeVisible();
  await shotBothSizes(page, '/tmp/agent-contracts/upline-history');
  await page.keyboard.press('Escape');

  // agent01 asks to end it: a form with its confirmation step, where Back sends nothing; the agent refuses.
  const decisions = decisionsSent(page);
  const askEnd = page.getByRole('alertdialog', { name: 'Ask to terminate this contract?' });
  await row.getByRole('button', { name: `Ask to terminate the contract of ${username}` }).click();
  await expect(askEnd).toContainText(`${username} is asked to agree to end the contract`);
  await shotBothSizes(page, '/tmp/agent-contracts/upline-ask-to-end');
  await askEnd.getByRole('button', { name: 'Back' }).click();
  await expect(askEnd).toBeHidden();
  await expect(row).toContainText('Signed');
  expect(decisions).toEqual([]);
  await row.getByRole('button', { name: `Ask to terminate the contract of ${username}` }).click();
  await askEnd.getByRole('button', { name: 'Ask to terminate', exact: true }).click();
  await expect(askEnd).toBeHidden();
  await expect(row).toContainText('You asked to terminate');
  expect(decisions).toEqual(['/wps/agent/contract/request']);
  await low.reload();
  await held.getByRole('button', { name: 'Refuse' }).click();
  await expect(row).toContainText('Signed', { timeout: 15_000 });

  // After a reload the holder's machine starts on the signed contract: it asks to terminate; agent01
  // refuses (confirmed, after a Back that sends nothing), then the agent asks again and agent01 grants it.
  const askToEnd = async () => {
    await low.reload();
    await expect(held.getByText('Signed')).toBeVisible();
    await held.getByRole('button', { name: 'Ask to terminate' }).click();
    await expect(held.getByRole('status').filter({ hasText: 'You asked to terminate. Waiting for agent01.' })).toBeVisible();
    await page.reload();
    await expect(row).toContainText(`${username} asks to terminate`);
  };
  await askToEnd();
  const refuse = page.getByRole('alertdialog', { name: 'Refuse this request?' });
  await row.getByRole('button', { name: `Refuse the request of ${username}` }).click();
  await expect(refuse).toContainText(`${username}'s contract stays as it is`);
  await refuse.getByRole('button', { name: 'Back' }).click();
  await expect(refuse).toBeHidden();
  await expect(row).toContainText(`${username} asks to terminate`);
  expect(decisions).toEqual(['/wps/agent/contract/request']);
  await row.getByRole('button', { name: `Refuse the request of ${username}` }).click();
  await refuse.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuse).toBeHidden();
  await expect(row).toContainText('Signed');
  expect(decisions).toEqual(['/wps/agent/contract/request', '/wps/agent/contract/decide']);
  await expect(held.getByText('Signed')).toBeVisible({ timeout: 15_000 });
  await askToEnd();
  // Ending a contract cannot be undone: the upline confirms it first, and going back changes nothing.
  await row.getByRole('button', { name: `Terminate the contract of ${username}` }).click();
  const confirmEnd = page.getByRole('alertdialog', { name: 'Terminate this contract?' });
  await expect(confirmEnd).toContainText(`Your contract with ${username} ends now`);
  await confirmEnd.getByRole('button', { name: 'Back' }).click();
  await expect(confirmEnd).toBeHidden();
  await expect(row).toContainText(`${username} asks to terminate`);
  await row.getByRole('button', { name: `Terminate the contract of ${username}` }).click();
  await confirmEnd.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(row).toContainText('Terminated on request');
  await expect(lowMain.getByRole('status').filter({ hasText: 'This contract has ended.' })).toBeVisible({ timeout: 15_000 });
  await shotBothSizes(low, '/tmp/agent-contracts/holder-terminated');
});
