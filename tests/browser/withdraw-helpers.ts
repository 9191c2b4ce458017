// A new member's first withdrawal through the usual page: it sets its transaction password, binds
// a payout account and asks for `amount`, confirming in the dialog.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function firstWithdrawal(page: Page, main: Locator, payPassword: string, amount: string): Promise<void> {
  await main.getByLabel('Transaction password', { exact: true }).fill(payPassword);
  await main.getByLabel('Confirm the password').fill(payPassword);
  await main.getByRole('button', { name: 'Save' }).click();
  await main.getByLabel('Account number').fill('01712345678');
  const holder = main.getByLabel('Holder name');
  if (await holder.isEditable()) await holder.fill('Rahim Uddin');
  await main.getByRole('button', { name: 'Bind account' }).click();
  await expect(main.getByLabel('Payout account')).toBeVisible();
  await main.getByLabel('Amount').fill(amount);
  await expect(main.getByText(/you receive/)).toBeVisible();
  await main.getByLabel('Transaction password', { exact: true }).fill(payPassword);
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal requested.')).toBeVisible();
}
