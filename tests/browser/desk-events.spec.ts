// The desk's Significant events page (GLI-19 2.8.8): a failed login on the portal's platform shows
// with its IP for support, found by member and type, on a phone (390x844) and at 1280; finance
// has no such page; a day typed only in part or a last day before the first is refused beside its
// field, which stays in line with the others. Screens go to /tmp/desk-events (SHOTS=1).
import { expect, test } from './fixtures.ts';
import { PHONE, DESKTOP, shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';
import { clientFor } from './model/platform.ts';

const SUPPORT = {
  username: 'support01', password: 'Support@123',
  signedIn: (page: import('@playwright/test').Page) => page.getByRole('navigation').getByRole('link', { name: 'Significant events' }),
};

test('support finds a failed login with its IP by member and type; finance has no events page', async ({ browser, request }) => {
  // A name that is no account, from an address of its own: no seeded account or address needs a captcha after it.
  const name = `evspec${Date.now()}`;
  const ip = `198.51.100.${(Date.now() % 250) + 1}`;
  await clientFor('bdwin', ip).call('login', { type: 'username', username: name, password: 'Wrong@0000' }).catch(() => undefined);

  const desk = await deskSignIn(browser, request, 'bdwin', SUPPORT);
  await desk.getByRole('navigation').getByRole('link', { name: 'Significant events' }).click();
  await expect(desk.getByRole('heading', { name: 'Significant events' })).toBeVisible();
  await desk.getByRole('textbox', { name: 'Member', exact: true }).fill(name);
  await desk.getByRole('button', { name: 'Filter' }).click();
  const row = desk.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Failed login');
  await expect(row).toContainText(ip);
  await expect(row).toContainText('The member');
  await expect(row).toContainText('unknown account');
  await shotBothSizes(desk, '/tmp/desk-events/list');
  for (const size of [PHONE, DESKTOP]) {
    await desk.setViewportSize(size);
    await expect(desk.getByText(ip)).toBeVisible();
  }

  await desk.getByLabel('Type').selectOption({ label: 'Large win' });
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByText('No events match.')).toBeVisible();

  // The days are date fields; a last day before the first is refused beside it, and nothing is asked.
  await desk.getByLabel('Type').selectOption({ label: 'Any' });
  const from = desk.getByLabel('From day');
  const to = desk.getByLabel('To day');
  // An error under one field moves no field out of line, on a phone and at 1280.
  const inLine = async () => {
    for (const size of [PHONE, DESKTOP]) {
      await desk.setViewportSize(size);
      const [a, b] = [await from.boundingBox(), await to.boundingBox()];
      expect(Math.round(b!.y), `at ${size.width}`).toBe(Math.round(a!.y));
    }
  };
  await expect(from).toHaveAttribute('type', 'date');
  await from.fill('2026-03-02');
  await to.fill('2026-03-01');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'The last day must not be before the first.' })).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await inLine();
  await shotBothSizes(desk, '/tmp/desk-events/date-error');
  await to.fill('2026-03-02');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByRole('alert')).toHaveCount(0);
  await expect(desk.getByText('No events match.')).toBeVisible();

  // A day typed only in part (the month alone) reads as empty to the page; the field's validity
  // tells, the whole-date error shows beside it, and nothing is asked.
  await from.fill('');
  await from.focus();
  await desk.keyboard.type('03');
  expect(await from.evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true);
  const asked: string[] = [];
  const listen = (req: import('@playwright/test').Request) => { if (req.url().includes('/desk/events')) asked.push(req.url()); };
  desk.on('request', listen);
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByRole('alert').filter({ hasText: 'Enter a whole date: day, month and year.' })).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await inLine();
  await shotBothSizes(desk, '/tmp/desk-events/half-date');
  desk.off('request', listen);
  expect(asked).toEqual([]);

  const finance = await deskSignIn(browser, request, 'bdwin');
  await expect(finance.getByRole('navigation').getByRole('link', { name: 'Significant events' })).toHaveCount(0);
});
