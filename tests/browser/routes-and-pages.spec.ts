// The route table of spec section 2 with its frames and guard, the honest "not available yet"
// sections, the agent centre's access rule, and the maintenance page.
import { test, expect, merchantUrl } from './fixtures.ts';
import { expectLoggedIn, openInEnglish, platformUrl } from './helpers.ts';
import { openSignedIn, signInAndOpen } from './sign-in-shortcut.ts';

// /index.html and /register.html are in the portal's route table too, but the platform answers
// paths with a file extension with 404 instead of the portal page (reported to the platform area).
test('home aliases, /register and /helpmc', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/home');
  await expect(page).toHaveURL(merchantUrl('bdwin', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto(merchantUrl('bdwin', '/index'));
  await expect(page).toHaveURL(merchantUrl('bdwin', '/'));
  await page.goto(merchantUrl('bdwin', '/register'));
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await page.goto(merchantUrl('bdwin', '/helpmc'));
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Frequently asked questions' })).toBeVisible();
});

test('sections without content yet say so plainly; the member centre needs a login', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/pointMall');
  await expect(page.getByText('You are not logged in, please login')).toBeVisible();
  await page.goto(merchantUrl('bdwin', '/elott'));
  await expect(page.getByRole('complementary', { name: 'Quick links' })).toBeVisible(); // side menu
  await page.goto(merchantUrl('bdwin', '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await signInAndOpen(page, 'bdwin', 'member01', 'Member@123');
  await expectLoggedIn(page, 'member01');
  await page.getByRole('banner').getByRole('button', { name: 'Member centre' }).click();
  await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Quick links' })).toHaveCount(0); // no side menu
  const panel = page.getByRole('complementary', { name: 'Your account' });
  await expect(panel.getByText('member01')).toBeVisible();
  await expect(panel.getByText('Regular · VIP 0')).toBeVisible();
  await expect(panel.getByText(/^Joined \d+ days? ago$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Reward centre' }).click();
  await expect(page).toHaveURL(/page=rewardCenter/);
  await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Reward states' })).toBeVisible();
});

test('the agent centre is for agents only', async ({ page }) => {
  await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  await expectLoggedIn(page, 'agent01');
  await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  await expect(page.getByRole('heading', { name: 'Agent centre', level: 1 })).toBeVisible();
  // The first menu page (downline) is built, and so is every other agent page (the team reports last).
  await expect(page.getByRole('main').getByRole('table', { name: 'Direct players' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Team betting' }).click();
  await expect(page.getByRole('heading', { name: 'Team betting', level: 2 })).toBeVisible();
  await expect(page.getByTestId('team-bet-totals')).toBeVisible();
  await expect(page.getByText('This section is not available yet.')).toHaveCount(0);
});

test('maintenance switched on by the operator shows the maintenance page', async ({ page, request }) => {
  const set = (value: unknown) => request.put(platformUrl('/dev/merchant-settings'), { headers: { Merchant: 'vnlotto' }, data: { key: 'maintenance', value } });
  expect((await set({ enabled: true })).ok()).toBe(true);
  try {
    await openInEnglish(page, 'vnlotto');
    await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  } finally {
    await set({ enabled: false });
  }
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
});
