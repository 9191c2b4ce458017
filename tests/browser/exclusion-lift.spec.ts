// Lifting a self-exclusion early (MGA 2023), on a phone: the self-excluded member, signed in to the
// restricted view, asks with a reason (a too-short one is refused next to the field), the request
// waits; support approves it on the desk's Exclusion lifts page; the member sees the approval
// with the first cooling-off's end, and confirming before it is refused by the platform. The
// cooling-offs on a fake clock are in tests/platform/exclusion-lift.test.ts.
// Screens go to /tmp/exclusion-lift (SHOTS=1).
import { expect, merchantUrl, test } from './fixtures.ts';
import { PHONE, shot, shotBothSizes } from './shots.ts';
import { logIn, platformUrl } from './helpers.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { deskSignIn } from './desk-helpers.ts';

const merchant = 'bdwin';

test.use({ viewport: PHONE, timezoneId: 'Asia/Dhaka' });

test('bdwin: a self-excluded member asks to lift the exclusion, support approves, the cooling-off holds', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const account = await registerOverApi(page, merchant);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const started = await request.post(platformUrl('/wps/member/protection/start'), { headers: { Merchant: merchant, Authorization: token ?? '' }, data: { kind: 'selfExclusion', duration: '6m' } });
  expect((await started.json()).success).toBe(true);
  await page.goto(merchantUrl(merchant, '/'));
  await logIn(page, account, members[merchant].password);

  const view = page.getByTestId('restricted-view');
  const lift = view.getByTestId('lift-request');
  await expect(lift.getByRole('heading', { name: 'Ask to lift the self-exclusion' })).toBeVisible();
  await expect(lift).toContainText('if approved, you confirm after a 24-hour cooling-off, and you can play again after a further 7-day wait');
  const reason = lift.getByLabel('Your reason');
  await reason.fill('bored');
  await lift.getByRole('button', { name: 'Send request' }).click();
  await expect(lift.getByText('Please write at least 10 characters')).toBeVisible();
  await shotBothSizes(page, '/tmp/exclusion-lift/reason-error');
  await reason.fill('I have finished counselling and want to play within limits');
  await lift.getByRole('button', { name: 'Send request' }).click();
  await expect(lift.getByRole('status')).toContainText('is waiting for our team');
  await expect(lift.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await shotBothSizes(page, '/tmp/exclusion-lift/pending');

  const desk = await deskSignIn(browser, request, merchant, {
    username: 'support01', password: 'Support@123', signedIn: (d) => d.getByRole('navigation').getByRole('link', { name: 'Exclusion lifts' }),
  });
  await desk.getByRole('navigation').getByRole('link', { name: 'Exclusion lifts' }).click();
  const row = desk.getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('I have finished counselling and want to play within limits');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Approve' });
  await expect(dialog).toContainText(`of ${account}? They may confirm after the first cooling-off`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('row').filter({ hasText: account })).toHaveCount(0);
  await shot(desk, '/tmp/exclusion-lift/desk-1280.png');

  await page.reload();
  await expect(lift.getByRole('status')).toContainText(/Approved\. You can confirm from .+; play resumes after a 7-day wait from your confirmation\./);
  await lift.getByRole('button', { name: 'Confirm the lift' }).click();
  await expect(lift.getByRole('alert')).toHaveText('You can confirm once the cooling-off has passed');
  await shotBothSizes(page, '/tmp/exclusion-lift/approved');
  // Still excluded: the platform refuses play.
  const now = await page.evaluate(() => sessionStorage.getItem('token'));
  const missions = await request.get(platformUrl('/wps/member/missions'), { headers: { Merchant: merchant, Authorization: now ?? '' } });
  expect((await missions.json()).errorCode).toBe('account.excluded');
});
