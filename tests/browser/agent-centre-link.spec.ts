// Regression: trial and free-play accounts (type 4, which carries the agent
// flag) saw an "Agent centre" link in the header. The link is for real agents (1, 2, 41, 42).
import { test, expect } from './fixtures.ts';
import { expectLoggedIn, logOut, openInEnglish } from './helpers.ts';
import { signInAndOpen } from './sign-in-shortcut.ts';

test('trial and free-play accounts see no Agent centre link; an agent does', async ({ page }) => {
  const banner = page.getByRole('banner');
  await openInEnglish(page, 'bdwin');
  await banner.getByRole('button', { name: 'Free demo' }).click();
  await expect(banner.getByText(/^demo[0-9a-f]+$/)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Member centre' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
  await logOut(page);

  await signInAndOpen(page, 'bdwin', 'trial01', 'Trial@123');
  await expectLoggedIn(page, 'trial01');
  await expect(banner.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
  await logOut(page);

  await signInAndOpen(page, 'bdwin', 'agent01', 'Agent@123');
  await expectLoggedIn(page, 'agent01');
  await expect(banner.getByRole('button', { name: 'Agent centre' })).toBeVisible();
  await logOut(page);
});
