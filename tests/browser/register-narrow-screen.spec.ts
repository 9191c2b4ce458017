// On a phone-sized screen every register field, and the SMS "Get code" button beside its input,
// stays inside the dialog, never pushed past its edge.
import { test, expect } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';

test.use({ viewport: { width: 420, height: 800 } });

test('vnlotto register form fits a 420 px screen', async ({ page }) => {
  await openInEnglish(page, 'vnlotto', '/register');
  const dialog = page.getByRole('dialog');
  // Mobile mode always has the SMS code and its button (REGMOBVERF3 is on for vnlotto); the
  // username tab's fields follow server settings that other tests change.
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const getCode = dialog.getByRole('button', { name: 'Get code' });
  await expect(getCode).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const inside = async (name: string, b: { x: number; width: number } | null) => {
    expect(b, name).not.toBeNull();
    expect(b!.x, name).toBeGreaterThanOrEqual(box.x);
    expect(b!.x + b!.width, name).toBeLessThanOrEqual(box.x + box.width);
  };
  await inside('Get code', await getCode.boundingBox());
  for (const field of await dialog.getByRole('textbox').all()) await inside(await field.getAttribute('id') ?? 'field', await field.boundingBox());
});
