// messageV2 on each merchant, in Chromium against the real platform: the inbox lists the seeded
// messages, opening an unread one reads it (the header's unread count drops by one); the site's
// own messages offer no reply, and a reply to the agent's message reaches the agent (the platform
// answers, the page says it was sent). Screens at 390×844
// and 1280×800 are saved under /tmp for a person to look at.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS } from './fixtures.ts';
import { shot, shotBothSizes } from './shots.ts';
import { expectLoggedIn } from './helpers.ts';
import { merchantUrl } from './fixtures.ts';
import { agentWrites } from './model/platform.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

async function unreadShown(page: Page): Promise<number> {
  const label = (await page.getByRole('banner').getByRole('link', { name: /unread/ }).getAttribute('aria-label')) ?? '';
  return Number(/\d+/.exec(label)?.[0] ?? NaN);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: open a message, it is read, and reply to the agent`, async ({ page }) => {
    await openSignedIn(page, merchant, 'member01', 'Member@123');
    await expectLoggedIn(page, 'member01');
    await page.goto(merchantUrl(merchant, '/member?page=messageV2'));
    const list = page.locator('.messages-list');
    await expect(list.getByRole('button').first()).toBeVisible();
    await shotBothSizes(page, `/tmp/inbox-messages-${merchant}`, { fullPage: false });
    await expect.poll(() => unreadShown(page)).toBeGreaterThan(0);
    // Each message's checkbox is the design system's, drawn as the "select all" one, inside a 44 px
    // target; the browser's own box never shows.
    const pick = list.locator('.message-pick').first();
    const selectAll = page.locator('.ui-checkbox').filter({ has: page.getByRole('checkbox', { name: 'Select all' }) });
    const [box, target, selectAllBox] = await Promise.all([pick.locator('.ui-checkbox-box').boundingBox(), pick.boundingBox(), selectAll.locator('.ui-checkbox-box').boundingBox()]);
    expect(box!.width).toBeGreaterThanOrEqual(16);
    expect(box!.width).toBeCloseTo(selectAllBox!.width, 0);
    expect(Math.min(target!.width, target!.height)).toBeGreaterThanOrEqual(44);
    for (const input of await page.locator('.messages input[type="checkbox"]').all()) await expect(input).toHaveCSS('opacity', '0');
    // Space on the focused "select all" selects every message, and a ticked box is drawn as such.
    const background = () => pick.locator('.ui-checkbox-box').evaluate((el) => getComputedStyle(el).backgroundColor);
    const unticked = await background();
    await page.getByRole('checkbox', { name: 'Select all' }).press('Space');
    await expect(pick.getByRole('checkbox')).toBeChecked();
    expect(await background()).not.toBe(unticked);
    await page.getByRole('checkbox', { name: 'Select all' }).press('Space');
    await expect(pick.getByRole('checkbox')).not.toBeChecked();
    const before = await unreadShown(page);
    const unreadItem = page.locator('.message.unread .message-open').first();
    const title = (await unreadItem.locator('.message-title').textContent()) ?? '';
    await unreadItem.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect.poll(() => unreadShown(page)).toBe(before - 1);
    // A site message (no writer): nobody would read a reply, so none is offered.
    await expect(page.locator('.message-meta')).toContainText('Site message');
    await expect(page.getByRole('textbox')).toHaveCount(0);

    const title2 = `Weekend offer ${Date.now()}`;
    await agentWrites(merchant, { username: 'agent01', password: 'Agent@123' }, 'member01', title2, 'Ask me about it');
    await page.reload();
    await page.locator('.message-open', { hasText: title2 }).click();
    await expect(page.getByRole('heading', { name: title2 })).toBeVisible();
    await page.getByLabel('Your reply to agent01').fill('Thank you, noted.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `/tmp/inbox-message-open-${merchant}-390.png`);
    // An empty reply is answered next to the field, in the portal's language.
    await page.getByLabel('Your reply to agent01').fill('   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please write a reply.');
  });
}
