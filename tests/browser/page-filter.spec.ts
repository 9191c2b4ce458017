// A page's shared filter kept in its address, in Chromium against the real platform, on a phone
// and a desktop. The downline page: the filter block's tabs and search change the list block
// under it; the address keeps the filter over a reload; back returns to the previous filter; a
// value the list does not take in the address is ignored; bdwin's My income keeps its order. pagetest's My income (a text between
// the filter and the list, the totals moved under the list): a tab changes the list's panel and
// the totals, which show the answer of that type, and a reload keeps it.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

const PAGETEST = 'pagetest' as MerchantCode;
const blockIds = (page: Page) => page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')));
const query = (page: Page) => new URL(page.url()).search;

for (const size of [PHONE, DESKTOP]) {
  test(`downline at ${size.width}x${size.height}: tabs and search in the address drive the list, over a reload and back`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
    await page.goto(merchantUrl('bdwin', '/agentHome?page=downline'));
    const main = page.getByRole('main');
    const tabs = main.getByRole('tablist', { name: 'Downline' });
    await expect(tabs.getByRole('tab', { name: 'Direct players' })).toHaveAttribute('aria-selected', 'true');
    const players = main.getByRole('table', { name: 'Direct players' });
    await expect(players.getByRole('row', { name: /member01/ })).toBeVisible();
    expect(await blockIds(page)).toEqual(['open', 'filter', 'downline', 'registerLinks']);

    // The filter block's tab: the list block shows the direct agents, and the address says so.
    await tabs.getByRole('tab', { name: 'Direct agents' }).click();
    const agents = main.getByRole('table', { name: 'Direct agents' });
    await expect(agents.getByRole('row', { name: /agent02/ })).toBeVisible();
    await expect(agents.getByRole('row', { name: /member01/ })).toHaveCount(0);
    expect(query(page)).toBe('?page=downline&downline.type=agents');
    // The list is the tabs' panel, though it is another block.
    await expect(main.getByRole('tabpanel', { name: 'Direct agents' })).toContainText('agent02');

    // The search: a name that is not there, then one that is.
    const search = main.getByRole('searchbox', { name: 'Search by username' });
    await search.fill('nosuchagent');
    await expect(main.getByText('No one here yet')).toBeVisible();
    await expect(agents.getByRole('row', { name: /agent02/ })).toHaveCount(0);
    await search.fill('agent0');
    await expect(agents.getByRole('row', { name: /agent02/ })).toBeVisible();
    expect(query(page)).toBe('?page=downline&downline.type=agents&downline.search=agent0');
    await shotBothSizes(page, `/tmp/page-filter/downline-agents-${size.width}`);

    // A reload keeps it: the tab, the search box and the list.
    await page.reload();
    await expect(main.getByRole('tablist', { name: 'Downline' }).getByRole('tab', { name: 'Direct agents' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('agent0');
    await expect(main.getByRole('table', { name: 'Direct agents' }).getByRole('row', { name: /agent02/ })).toBeVisible();

    // Typing replaced the address; the tab added to it: back is the players again, unsearched.
    await page.goBack();
    expect(query(page)).toBe('?page=downline');
    await expect(main.getByRole('tablist', { name: 'Downline' }).getByRole('tab', { name: 'Direct players' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('');
    await expect(main.getByRole('table', { name: 'Direct players' }).getByRole('row', { name: /member01/ })).toBeVisible();
    await page.goForward();
    await expect(main.getByRole('table', { name: 'Direct agents' }).getByRole('row', { name: /agent02/ })).toBeVisible();

    // Values the list does not take are ignored: the defaults show.
    await page.goto(merchantUrl('bdwin', `/agentHome?page=downline&downline.type=admins&downline.search=${'x'.repeat(40)}`));
    await expect(main.getByRole('tablist', { name: 'Downline' }).getByRole('tab', { name: 'Direct players' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('');
    await expect(main.getByRole('table', { name: 'Direct players' }).getByRole('row', { name: /member01/ })).toBeVisible();

    // bdwin's My income reads as before the split: the type tabs, the totals, the list.
    await page.goto(merchantUrl('bdwin', '/agentHome?page=myIncome&income.type=realTimeSalary'));
    await expect(main.getByRole('tablist', { name: 'Contract type' }).getByRole('tab', { name: 'Real-time salary' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel', { name: 'Real-time salary' })).toContainText('No salary or dividend settled yet.');
    expect(await blockIds(page)).toEqual(['filter', 'totals', 'myIncome']);
    await shotBothSizes(page, `/tmp/page-filter/bdwin-my-income-${size.width}`);
  });

  test(`pagetest's My income at ${size.width}x${size.height}: a text between filter and list, the totals under it, both following the tab`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, PAGETEST, 'agent01', 'Agent@123');
    await page.goto(merchantUrl(PAGETEST, '/agentHome?page=myIncome'));
    const main = page.getByRole('main');
    await expect(main.getByText('Salaries and dividends are paid into your wallet once the operator approves them.')).toBeVisible();
    expect(await blockIds(page)).toEqual(['filter', 'howPaid', 'myIncome', 'totals']);
    const tabs = main.getByRole('tablist', { name: 'Contract type' });
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const received = main.locator('[data-block-id="totals"] .figure', { hasText: 'Received' }).locator('dd');
    await expect(received).toHaveText(/\d/);

    // A tab: the list and the totals each ask for that type's answer and show it.
    const answered = page.waitForResponse((r) => /agentIncome|agent\/income/i.test(r.url()) && r.url().includes('type=dividend'));
    await tabs.getByRole('tab', { name: 'Dividend' }).click();
    await answered;
    expect(query(page)).toBe('?page=myIncome&income.type=dividend');
    await expect(main.getByRole('tabpanel', { name: 'Dividend' })).toContainText('No salary or dividend settled yet.');
    await expect(received).toHaveText(/\d/);
    await shotBothSizes(page, `/tmp/page-filter/my-income-dividend-${size.width}`);

    await page.reload();
    await expect(main.getByRole('tablist', { name: 'Contract type' }).getByRole('tab', { name: 'Dividend' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel', { name: 'Dividend' })).toBeVisible();
    await page.goBack();
    await expect(main.getByRole('tablist', { name: 'Contract type' }).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel', { name: 'All' })).toBeVisible();
  });
}
