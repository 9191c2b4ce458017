// The agent centre's first pages: team management (the team's figures by period) and
// downline management (direct agents and players, search), against the real platform's seed:
// agent01 -> agent02 -> player21, player22; agent01 -> member01 and the other seeded members.
import { test, expect, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import type { Page } from '@playwright/test';
import { expectLoggedIn } from './helpers.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

/** Signs `agent` in on `merchant` and opens the agent centre from the header; answers its main area. */
async function openAgentCentre(page: Page, merchant: MerchantCode, agent: string) {
  await openSignedIn(page, merchant, agent, 'Agent@123');
  await expectLoggedIn(page, agent);
  await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  return page.getByRole('main');
}

test('agent01 sees its team by period and its downline, with a downline agent\'s own team', async ({ page }) => {
  const main = await openAgentCentre(page, 'bdwin', 'agent01');
  await main.getByRole('link', { name: 'Team management' }).click();
  await expect(main.getByRole('heading', { name: 'Team management' })).toBeVisible();
  const size = main.locator('.figure', { hasText: 'Team size' }).locator('dd');
  await expect(size).toHaveText(/^\d+$/);
  expect(Number(await size.textContent())).toBeGreaterThanOrEqual(8); // two levels of seeded members
  await expect(main.locator('.figure', { hasText: 'Online now' }).locator('dd')).toHaveText(/^\d+$/);
  await main.getByRole('tab', { name: 'Last month' }).click();
  await expect(main.locator('.figure', { hasText: 'Registrations' }).locator('dd')).toHaveText('0'); // all seeded today

  await main.getByRole('link', { name: 'Downline' }).click();
  await expect(main.getByRole('heading', { name: 'Downline', exact: true })).toBeVisible();
  await expect(main.getByText('member01', { exact: true })).toBeVisible();
  await main.getByRole('tab', { name: 'Direct agents' }).click();
  const agent02 = main.getByRole('row', { name: /agent02/ });
  await expect(agent02).toBeVisible();
  const teamSize = (await main.getByRole('columnheader').allTextContents()).indexOf('Team size');
  await expect(agent02.getByRole('cell').nth(teamSize)).toHaveText('2'); // player21 and player22
  await main.getByRole('tab', { name: 'Direct players' }).click();
  await main.getByLabel('Search by username').fill('MEMBER0');
  await expect(main.getByText('member01', { exact: true })).toBeVisible();
  await expect(main.getByText('newbie01', { exact: true })).toHaveCount(0);
});

test('agent02 keeps a note on a player and blocks, then allows, their login', async ({ page }) => {
  const main = await openAgentCentre(page, 'vnlotto', 'agent02');
  await main.getByRole('button', { name: 'Manage player22' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage player22' });
  await dialog.getByLabel('Note').fill('VIP');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Block login' }).click();
  await expect(dialog.getByRole('button', { name: 'Allow login' })).toBeVisible();
  await page.keyboard.press('Escape');
  const row = main.getByRole('row', { name: /player22/ });
  await expect(row).toContainText('Login blocked · VIP');
  await row.getByRole('button', { name: 'Manage player22' }).click();
  await dialog.getByRole('button', { name: 'Allow login' }).click();
  await expect(dialog.getByRole('button', { name: 'Block login' })).toBeVisible();
  await dialog.getByLabel('Title').fill('Weekend bonus');
  await dialog.getByLabel('Message', { exact: true }).fill('Play this weekend for a 5% bonus.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).not.toContainText('Login blocked');
});

test('agent02 opens an account below itself; a password against the rules shows at its field', async ({ page }) => {
  const main = await openAgentCentre(page, 'bdwin', 'agent02');
  await main.getByRole('button', { name: 'Open an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open an account' });
  const username = `dl${Date.now().toString(36).slice(-6)}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('First password').fill('abc');
  await dialog.getByRole('button', { name: 'Open account' }).click();
  await expect(dialog.getByLabel('First password')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('First password').fill('First1234');
  await dialog.getByRole('button', { name: 'Open account' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('status').filter({ hasText: `Account ${username} opened` })).toBeVisible();
  await expect(main.getByText(username, { exact: true })).toBeVisible();
});

test('agent02 opens a player\'s game records from the downline: Team betting filtered to that player', async ({ page }) => {
  const main = await openAgentCentre(page, 'bdwin', 'agent02');
  await main.getByRole('link', { name: 'Downline' }).click();
  const row = main.getByRole('row', { name: /player21/ });
  await expect(row.getByRole('link', { name: 'Game records of player21' })).toBeVisible();
  await shotBothSizes(page, '/tmp/agent-team/downline');
  await row.getByRole('link', { name: 'Game records of player21' }).click();
  await expect(page).toHaveURL(/page=teamBetting&teamBets.member=player21/);
  await expect(main.getByRole('heading', { name: 'Team betting' })).toBeVisible();
  await expect(main.getByLabel('Member')).toHaveValue('player21');
  // The seed plays today within the last hour: player21's rounds, and no one else's.
  const rounds = main.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rounds.first()).toContainText('player21');
  const members = new Set((await rounds.locator('td.ui-primary-cell').allTextContents()).map((s) => s.trim()));
  expect([...members]).toEqual(['player21']);
});
