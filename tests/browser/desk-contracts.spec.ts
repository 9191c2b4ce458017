// The desk's Agent contracts page: the contracts the operator gave top-level agents, by
// state. The seed gives agent01 one signed contract of each type (src/platform/seed-contracts.ts).
// Screens at 390x844 and 1280x800 go to /tmp/agent-contracts.
import { expect, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';

test('an admin lists the operator\'s contracts with top-level agents by state', async ({ browser, request }) => {
  const desk = await deskSignIn(browser, request, 'bdwin', {
    username: 'admin01', password: 'Admin@123', signedIn: (page) => page.getByRole('navigation').getByRole('link', { name: 'Agent contracts' }),
  });
  await desk.getByRole('navigation').getByRole('link', { name: 'Agent contracts' }).click();
  await expect(desk.getByRole('heading', { name: 'Agent contracts' })).toBeVisible();
  // Opens on the signed ones: agent01's four, each type once.
  const rows = desk.getByRole('row').filter({ hasText: 'agent01' });
  await expect(rows).toHaveCount(4);
  for (const type of ['Dividend · monthly', 'Daily salary', 'Hourly salary', 'Real-time salary']) await expect(rows.filter({ hasText: type })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Daily salary' })).toContainText('2%');
  await shotBothSizes(desk, '/tmp/agent-contracts/desk');
  // The rejected ones: none of the signed four. (accessibility-dialogs.spec has agent01 reject an
  // offer of the desk's, so there may be one by now.)
  await desk.getByLabel('State').selectOption('rejected');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'Signed' })).toHaveCount(0);
  for (const row of await desk.getByRole('row').filter({ hasText: 'agent01' }).all()) await expect(row).toContainText('Rejected');
});

test('an admin opens Agent settlements: the queue opens on pending settlements, support does not see it', async ({ browser, request }) => {
  const desk = await deskSignIn(browser, request, 'bdwin', {
    username: 'admin01', password: 'Admin@123', signedIn: (page) => page.getByRole('navigation').getByRole('link', { name: 'Agent settlements' }),
  });
  await desk.getByRole('navigation').getByRole('link', { name: 'Agent settlements' }).click();
  await expect(desk.getByRole('heading', { name: 'Agent settlements' })).toBeVisible();
  await expect(desk.getByLabel('State')).toHaveValue('pending');
  // Every state, by agent: none of an agent that does not exist (settlement.spec pays one through this page).
  await desk.getByLabel('State').selectOption('');
  await desk.getByRole('textbox', { name: 'Agent', exact: true }).fill('nobody99');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk.getByText('Nothing here.')).toBeVisible();
  const support = await deskSignIn(browser, request, 'bdwin', {
    username: 'support01', password: 'Support@123', signedIn: (page) => page.getByRole('navigation').getByRole('link', { name: 'Feedback' }),
  });
  await expect(support.getByRole('navigation').getByRole('link', { name: 'Agent settlements' })).toHaveCount(0);
});
