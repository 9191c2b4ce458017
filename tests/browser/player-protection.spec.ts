// Player protection on each merchant: the session time in the header, a reality check
// that fires on the browser's (fake) clock with the time played and the net result, and a
// time-out that logs the member out at once; the next login opens the restricted view saying
// until when (restricted-view.spec.ts follows that view through a withdrawal). On each merchant
// too: self-exclusion states what happens to the balance, starts, and the next login is restricted.
import { test, expect, MERCHANTS } from './fixtures.ts';
import { DESKTOP, PHONE, shot, shotBothSizes } from './shots.ts';
import { logIn } from './helpers.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

/** Screenshots at a phone's and a laptop's size (TEAM.md), under /tmp/sec. */

// A member in Dhaka: a break's end reads on their clock (GMT+6), not the platform's UTC.
test.use({ timezoneId: 'Asia/Dhaka' });

for (const merchant of MERCHANTS) {
  test(`${merchant}: reality check fires on the clock; a time-out logs out and restricts the next login`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    const account = await registerOverApi(page, merchant);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('timer')).toHaveText(/\d+:\d\d:\d\d/);

    // The footer leads to the page on every merchant.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Limits, time-out and self-exclusion' }).click();
    await expect(page).toHaveURL(/\/member\?page=responsibleGaming$/);
    const main = page.getByRole('main');
    // Plural forms: one hour, several hours.
    await expect(main.getByLabel('Remind me every').locator('option')).toContainText(['10 minutes', '1 hour', '1.5 hours', '2 hours']);
    await main.getByLabel('Remind me every').selectOption('10');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Saved', { exact: true })).toBeVisible();
    await shotBothSizes(page, `/tmp/sec/page-${merchant}`);

    await page.clock.fastForward('10:05');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have been playing for 0:1\d:\d\d this session\./);
    await expect(check).toContainText('Net result this session:');
    await shotBothSizes(page, `/tmp/sec/reality-check-${merchant}`);
    // The three choices sit inside the dialog on a phone and a laptop, each with its whole text
    // (squeezed into one row, the buttons cut their words off).
    const size = page.viewportSize();
    for (const at of [PHONE, DESKTOP]) {
      await page.setViewportSize(at);
      const dialog = (await check.boundingBox())!;
      for (const name of ['Continue playing', 'View bet history', 'Log out']) {
        const choice = check.getByRole('button', { name });
        const button = (await choice.boundingBox())!;
        expect(button.x, `${name} at ${at.width}`).toBeGreaterThanOrEqual(dialog.x);
        expect(button.x + button.width, `${name} at ${at.width}`).toBeLessThanOrEqual(dialog.x + dialog.width + 0.5);
        expect(await choice.evaluate((el) => el.scrollWidth - el.clientWidth), `${name} at ${at.width}: text cut off`).toBeLessThanOrEqual(0);
      }
    }
    if (size) await page.setViewportSize(size);
    // It needs an explicit choice: a click beside it and Escape leave it open, with focus on
    // Continue (the choice that ends nothing).
    await expect(check.getByRole('button', { name: 'Continue playing' })).toBeFocused();
    await page.mouse.click(2, 2);
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await expect(check.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    await page.clock.fastForward('05:00');
    await expect(check).toBeHidden();
    await page.clock.fastForward('05:30');
    await expect(check).toBeVisible();
    // The third choice (RTS 13): the bet history, which answers the reminder too.
    await check.getByRole('button', { name: 'View bet history' }).click();
    await expect(check).toBeHidden();
    await expect(page).toHaveURL(/\/member\?page=betRecords$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Limits, time-out and self-exclusion' }).click();
    await expect(page).toHaveURL(/\/member\?page=responsibleGaming$/);
    await expect(check).toBeHidden();

    // A time-out: asked once more, then logged out with a notice saying until when.
    const timeout = main.locator('section', { has: page.getByRole('heading', { name: 'Take a time-out' }) });
    await timeout.getByLabel('24 hours').check();
    // What happens to the money is said before the member confirms.
    await expect(timeout.getByTestId('break-timeout-balance')).toContainText(/Your balance of .*\d.* stays yours\. During the time-out you can still sign in to withdraw it\./);
    await timeout.getByRole('button', { name: 'Start time-out' }).click();
    await timeout.getByRole('button', { name: 'Yes, start now' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Prompt' });
    await expect(notice).toContainText('Your time-out has started. Until');
    // The end as the member's clock reads it (time zone named), and the restricted view says the same.
    const until = /Until (.+) you can sign in/.exec((await notice.getByText('Your time-out has started').textContent()) ?? '')?.[1] ?? '';
    expect(until).toContain('GMT+6');
    expect(until).toMatch(/\d{1,2}:\d\d/);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await logIn(page, account, members[merchant].password);
    await expect(page.getByTestId('restricted-banner')).toContainText(`You are taking a break until ${until}.`);
    await shot(page, `/tmp/sec/protection-restricted-${merchant}.png`);
  });
}

// On each merchant: the three ship the same self-exclusion periods and texts, and the balance
// sentence is in each one's currency.
for (const merchant of MERCHANTS) {
  test(`${merchant}: self-exclusion says what happens to the balance before it starts, then its own notice`, async ({ page }) => {
    test.setTimeout(180_000);
    const account = await registerOverApi(page, merchant);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Limits, time-out and self-exclusion' }).click();
    const main = page.getByRole('main');
    const exclusion = main.locator('section', { has: page.getByRole('heading', { name: 'Self-exclusion' }) });
    await expect(exclusion.getByTestId('break-selfExclusion-balance')).toContainText(/Your balance of .*\d.* stays yours\. During the exclusion you can still sign in to withdraw it\./);
    await shotBothSizes(page, `/tmp/sec/self-exclusion-form-${merchant}`);
    await exclusion.getByLabel('6 months').check();
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();
    await exclusion.getByRole('button', { name: 'Yes, start now' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Prompt' });
    await expect(notice).toContainText('Your self-exclusion has started. Until');
    await expect(notice).not.toContainText('Your break has started');
    await notice.getByRole('button', { name: 'OK' }).click();
    await logIn(page, account, members[merchant].password);
    await expect(page.getByTestId('restricted-banner')).toContainText('Your account is self-excluded until');
  });
}
