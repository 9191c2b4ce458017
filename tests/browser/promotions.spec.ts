// Promotions end to end on each merchant, against the real platform and the real desk: a new
// member opens the first-deposit promotion and applies; a 141-character comment is refused before
// sending, a PDF renamed .png is refused by the platform (it reads the bytes); then the application
// goes with 3 png images. Finance opens the three images in the desk and approves with a bonus; the
// member's balance rises by exactly that bonus, the card says Issued with the bonus; one lucky draw
// adds its prize; the member centre's bonus page lists both. Screens at 390x844 and 1280x800 go to /tmp/promotions.
import { deflateSync } from 'node:zlib';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';
import { headerBalanceButton, merchantCurrency, openInEnglish, parseShownMoney } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';

/** A real 1×1 PNG of one colour (signature, IHDR, IDAT, IEND). */
function png(red: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from([0, red, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

/** The bonus the desk types, in the merchant currency's major units. */
const BONUS: Record<MerchantCode, string> = { bdwin: '500', vnlotto: '50000', cnstar: '88' };
const TITLE: Record<MerchantCode, string> = { bdwin: '100% first deposit bonus', vnlotto: '50% first deposit bonus', cnstar: '100% first deposit bonus' };
const DIR = '/tmp/promotions';

for (const merchant of MERCHANTS) {
  test(`${merchant}: apply with 3 images, approved in the desk, the bonus credited and shown to the member`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const currency = await merchantCurrency(request, merchant);
    const account = await registerOverApi(page, merchant);
    const balance = headerBalanceButton(page);
    await expect.poll(async () => parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)).not.toBeNull();
    const before = parseShownMoney(((await balance.textContent()) ?? '').trim(), currency)!;

    await page.goto(merchantUrl(merchant, '/promotions#welcome'));
    const card = page.locator('#promotion-welcome');
    await expect(card.getByRole('heading', { name: TITLE[merchant] })).toBeVisible();
    await shotBothSizes(page, `${DIR}/list-${merchant}`);
    await card.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${TITLE[merchant]}` });
    await expect(dialog).toBeVisible();

    // 141 characters: said under the field, nothing sent.
    await dialog.getByLabel('Comment (optional)').fill('x'.repeat(141));
    await expect(dialog.getByText('141 / 140 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('The comment may have at most 140 characters.')).toBeVisible();

    // A PDF named .png passes the browser's look at the name; the platform reads the bytes and refuses it.
    const comment = `First deposit today, ${account}`;
    await dialog.getByLabel('Comment (optional)').fill(comment);
    const images = dialog.getByLabel('Images (optional)');
    await images.setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n') });
    await expect(dialog.getByText('1 of 3 images')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Images must be png or jpg.')).toBeVisible();
    await shotBothSizes(page, `${DIR}/refused-${merchant}`);
    await dialog.getByRole('button', { name: 'Remove deposit.png' }).click();

    await images.setInputFiles([1, 2, 3].map((n) => ({ name: `proof-${n}.png`, mimeType: 'image/png', buffer: png(n * 60) })));
    await expect(dialog.getByText('3 of 3 images')).toBeVisible();
    await shotBothSizes(page, `${DIR}/form-${merchant}`);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Applying', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
    await shotBothSizes(page, `${DIR}/applied-${merchant}`);

    // The desk: finance sees the application with its three images and approves with a bonus.
    const desk = await deskSignIn(browser, request, merchant);
    await desk.getByRole('link', { name: 'Promotion applications' }).click();
    await expect(desk.getByRole('heading', { name: 'Promotion applications' })).toBeVisible();
    const row = desk.getByRole('row').filter({ hasText: account }).first();
    await expect(row).toContainText(comment);
    await row.getByRole('button', { name: 'Show 3 images' }).click();
    for (const n of [1, 2, 3]) await expect(row.getByRole('img', { name: `Image ${n}` })).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = desk.getByRole('dialog', { name: 'Approve' });
    // A bad amount is refused beside the field with the rule it breaks, and nothing is sent.
    const bonus = approve.getByLabel('Bonus amount (e.g. 500 or 12.50)');
    await expect(bonus).toHaveJSProperty('tagName', 'INPUT');
    await approve.getByRole('button', { name: 'Confirm' }).click();
    await expect(approve.getByRole('alert')).toHaveText('Enter an amount.');
    await bonus.fill('1e3');
    await approve.getByRole('button', { name: 'Confirm' }).click();
    await expect(approve.getByRole('alert')).toHaveText(/^Enter the amount in digits 0–9, with a point for decimals, for example 1250(\.50)?\.$/);
    await bonus.fill('5.555');
    await approve.getByRole('button', { name: 'Confirm' }).click();
    await expect(approve.getByRole('alert')).toHaveText(currency.decimals ? `Use at most ${currency.decimals} decimals.` : 'Enter a whole number, without decimals.');
    await expect(row).toContainText(comment);
    await approve.getByLabel('Bonus amount (e.g. 500 or 12.50)').fill(BONUS[merchant]);
    await approve.getByRole('button', { name: 'Confirm' }).click();
    await expect(desk.getByRole('status')).toHaveText('Done: Approve.');
    await desk.getByLabel('State').selectOption('issued');
    await desk.getByRole('button', { name: 'Filter' }).click();
    await expect(desk.getByRole('row').filter({ hasText: account }).first()).toContainText('Issued');
    await shotBothSizes(desk, `${DIR}/desk-${merchant}`);
    await desk.context().close();

    // The member, on the open page: told live (toast), the balance rises by exactly the bonus and
    // the card says Issued without a reload; after a reload it still does.
    const bonusMinor = Number(BONUS[merchant]) * 10 ** currency.decimals;
    await expect(page.getByText('Promotion bonus credited')).toBeVisible();
    await expect.poll(async () => parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency)).toBe(before + bonusMinor);
    const issued = page.locator('#promotion-welcome');
    await expect(issued.getByText('Issued', { exact: true })).toBeVisible();
    await page.reload();
    await expect.poll(async () => parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency)).toBe(before + bonusMinor);
    await expect(issued.getByText('Issued', { exact: true })).toBeVisible();
    const shownBonus = await issued.locator('.promo-outcome').textContent();
    expect(parseShownMoney((shownBonus ?? '').replace('Bonus credited: ', '').trim(), currency)).toBe(bonusMinor);
    await shotBothSizes(page, `${DIR}/issued-${merchant}`);

    // The lucky draw: one draw, its prize credited at once and shown; no second draw offered.
    const raffle = page.locator('#promotion-lucky-draw');
    await raffle.getByRole('button', { name: 'Draw now' }).click();
    await expect(page.getByText(/^You won .+! It is in your wallet\.$/)).toBeVisible();
    await expect(raffle.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(raffle.getByRole('button', { name: 'Draw now' })).toHaveCount(0);
    const prize = parseShownMoney(((await raffle.locator('.promo-outcome').textContent()) ?? '').replace('Your prize: ', '').trim(), currency);
    expect(prize).not.toBeNull();
    await expect.poll(async () => parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency)).toBe(before + bonusMinor + prize!);

    await page.goto(merchantUrl(merchant, '/member?page=bonusDetails'));
    const mine = page.getByRole('main').locator('.promo-mine');
    await expect(mine.getByText(TITLE[merchant]).first()).toBeVisible();
    await expect(mine.getByText('Issued', { exact: true }).first()).toBeVisible();
    await expect(mine.getByText('Claimed', { exact: true }).first()).toBeVisible();
    await shotBothSizes(page, `${DIR}/member-centre-${merchant}`);
  });
}

test('bdwin guest on a phone: the promotions are listed; Apply and Draw now ask to log in first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInEnglish(page, 'bdwin', '/promotions#welcome');
  const card = page.locator('#promotion-welcome');
  await expect(card.getByRole('heading', { name: TITLE.bdwin })).toBeVisible();
  await card.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Apply:/ })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Please log in' }).getByRole('button', { name: 'Close' }).click();
  await page.locator('#promotion-lucky-draw').getByRole('button', { name: 'Draw now' }).click();
  await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
});
