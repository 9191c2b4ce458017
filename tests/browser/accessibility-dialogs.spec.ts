// Accessibility of the portal's dialogs: every dialog a guest, a member, an
// agent and a trial account can open, on each merchant. Each is opened once, the way a user opens
// it, at the size it was opened in; axe-core checks it at 390x844 and 1280x800 (only the dialog:
// the page behind is inert and has its own checks); then the keyboard: focus is inside, Tab and
// Shift+Tab stay inside, Escape closes it, and focus is back on what opened it. Nothing is sent.
// The phone drawer's own keyboard checks are in phone-shell.spec.ts; here it gets axe only.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl, type MerchantCode } from './fixtures.ts';
import { goInApp, logIn, merchantCurrency, openInEnglish, openLoginDialog, platformGet, platformUrl, settled } from './helpers.ts';
import { ADMIN, deskApiToken } from './desk-helpers.ts';
import { shipped } from './register-helpers.ts';
import { atBothSizes, axeFindings, closePopUps, DIALOG, dialogKeyboardProblems, resize, SIZES, transitionsDone } from './a11y-helpers.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

const PHONE = SIZES[0];
const DESKTOP = SIZES[1];

interface Check {
  page: Page;
  found: string[];
  at: string;
}

/**
 * Checks the open dialog: axe at the size it opened in and at the other one, then (back at the
 * first size) the keyboard, unless `keyboard` is false; Escape leaves it closed either way.
 */
async function checkDialog({ page, found, at }: Check, dialog: Locator, name: string, options: { opener?: Locator; keyboard?: boolean; answer?: Locator } = {}): Promise<void> {
  await expect(dialog).toBeVisible();
  const first = page.viewportSize() ?? PHONE;
  for (const size of [first, ...SIZES.filter((s) => s.width !== first.width)]) {
    await resize(page, size);
    await transitionsDone(page); // the opening transition: colours are checked at rest
    found.push(...await axeFindings(page, `${at} ${name} ${size.width}`, DIALOG));
  }
  await resize(page, first);
  if (options.keyboard === false) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    found.push(...await dialogKeyboardProblems(page, dialog, `${at} ${name}`, options.opener, options.answer));
  }
}

async function guestDialogs(check: Check, merchant: MerchantCode): Promise<void> {
  const { page } = check;
  await resize(page, PHONE);
  await page.goto(merchantUrl(merchant, '/'));
  // A pop-up notice (cnstar's) opens on load: no opener to return to.
  const notice = page.getByRole('dialog', { name: 'Announcements' });
  await settled(page);
  if (await notice.isVisible()) await checkDialog(check, notice, 'notice');
  await closePopUps(page); // cnstar asks a guest to log in once the notice is closed
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await checkDialog(check, page.getByRole('dialog', { name: 'Menu' }), 'drawer', { keyboard: false });
  await openLoginDialog(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  await checkDialog(check, page.getByRole('dialog', { name: 'Forgot password' }), 'forgot password');

  // The sign-in steps after the password, where the merchant has them: two-step (secure01 has an
  // authenticator) and a new device (traveller01 signs in from an address it never used).
  // Escape cancels them.
  const features = shipped(merchant).features as unknown as { twoFactor: boolean; unregisteredIpVerification: boolean };
  if (features.twoFactor) {
    await logIn(page, 'secure01', 'Member@123');
    await checkDialog(check, page.getByRole('dialog', { name: 'Two-step verification' }), 'two-step');
  }
  if (features.unregisteredIpVerification) {
    await logIn(page, 'traveller01', 'Member@123');
    await checkDialog(check, page.getByRole('dialog', { name: 'Verify this device' }), 'new device');
  }
}

/** The first slot of the list and its vendor, put under maintenance for the test. */
async function maintenanceGame(request: APIRequestContext, merchant: MerchantCode): Promise<{ gameName: string; vassalage: string }> {
  const list = await platformGet<{ list: { gameName: string; vassalage: string }[] }>(request, merchant, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
  const game = list.list[0]!;
  const set = await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: merchant }, data: { vassalage: game.vassalage } });
  expect(set.ok()).toBe(true);
  return game;
}

async function memberDialogs(check: Check, merchant: MerchantCode, request: APIRequestContext): Promise<void> {
  const { page } = check;
  const main = page.getByRole('main');
  await resize(page, PHONE);
  await switchSignedIn(page, merchant, 'member01', 'Member@123');

  await goInApp(page, '/member?page=securityCenter');
  const change = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Login password' }) }).getByRole('button', { name: 'Change' });
  await change.click();
  await checkDialog(check, page.getByRole('dialog', { name: 'Change password' }), 'change password', { opener: change });

  await goInApp(page, '/pointMall');
  const redeem = main.getByRole('button', { name: /^Redeem/ }).first();
  await redeem.click();
  await checkDialog(check, page.getByRole('dialog', { name: /^Redeem / }), 'redeem', { opener: redeem });

  await goInApp(page, '/promotions');
  const apply = page.locator('#promotion-welcome').getByRole('button', { name: 'Apply', exact: true });
  await apply.click();
  await checkDialog(check, page.getByRole('dialog', { name: /^Apply: / }), 'apply', { opener: apply });

  // A vendor under maintenance: its dialog opens from the game's Play button.
  const game = await maintenanceGame(request, merchant);
  try {
    await goInApp(page, '/rng');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(game.gameName);
    const play = page.getByRole('list', { name: 'Games' }).getByRole('button', { name: `Play ${game.gameName}`, exact: true });
    await play.click();
    await checkDialog(check, page.getByRole('dialog', { name: /is under maintenance$/ }), 'maintenance', { opener: play });
  } finally {
    await request.post(platformUrl('/dev/games/maintenance'), { headers: { Merchant: merchant }, data: { vassalage: game.vassalage, clear: true } });
  }

  // Logging out asks first (the header's Log out: a desktop's header has it).
  await resize(page, DESKTOP);
  const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });
  await logout.click();
  await checkDialog(check, page.getByRole('alertdialog', { name: 'Prompt' }), 'log out', { opener: logout });

  // The reality check, on the browser's clock (installed before the sign-in): member01's
  // interval is set for it and turned off again.
  await resize(page, PHONE);
  await goInApp(page, '/member?page=responsibleGaming');
  const interval = main.getByLabel('Remind me every');
  const save = main.getByRole('button', { name: 'Save' });
  await interval.selectOption('10');
  await save.click();
  try {
    await expect(main.getByText('Saved', { exact: true })).toBeVisible();
    await page.clock.fastForward('10:05');
    // Only an explicit choice answers it: Escape and a click beside it leave it open.
    const reality = page.getByRole('alertdialog', { name: 'Reality check' });
    await checkDialog(check, reality, 'reality check', { answer: reality.getByRole('button', { name: 'Continue playing' }) });
  } finally {
    await interval.selectOption('');
    await save.click();
    await expect(main.getByText('Saved', { exact: true })).toBeVisible();
  }
}

async function agentDialogs(check: Check, merchant: MerchantCode, request: APIRequestContext): Promise<void> {
  const { page } = check;
  const main = page.getByRole('main');
  await resize(page, PHONE);
  await switchSignedIn(page, merchant, 'agent01', 'Agent@123');
  await goInApp(page, '/agentHome?page=downline');
  const open = main.getByRole('button', { name: 'Open an account' });
  await open.click();
  await checkDialog(check, page.getByRole('dialog', { name: 'Open an account' }), 'open an account', { opener: open });
  const manage = main.getByRole('button', { name: /^Manage / }).first();
  await manage.click();
  await checkDialog(check, page.getByRole('dialog', { name: /^Manage / }), 'manage', { opener: manage });

  // Daily salary: agent01 holds one from the desk (terminate asks first) and gives one to agent02.
  await goInApp(page, '/agentHome?page=dailySalary');
  const offer = main.getByRole('button', { name: 'Offer a contract' });
  await offer.click();
  await checkDialog(check, page.getByRole('dialog', { name: /^Offer a contract/ }), 'offer a contract', { opener: offer });
  const history = main.getByRole('button', { name: 'History of the contract of agent02' });
  await history.click();
  await checkDialog(check, page.getByRole('dialog', { name: 'Versions for agent02' }), 'contract history', { opener: history });
  // Asking agent02 to end its contract is a form with its confirmation: left with Escape, nothing sent.
  const askEnd = main.getByRole('button', { name: 'Ask to terminate the contract of agent02' });
  await askEnd.click();
  await checkDialog(check, page.getByRole('alertdialog', { name: 'Ask to terminate this contract?' }), 'ask to end a given contract', { opener: askEnd });
  const terminate = main.locator('.held-contract').getByRole('button', { name: 'Terminate', exact: true });
  await terminate.click();
  await checkDialog(check, page.getByRole('alertdialog', { name: 'Terminate this contract?' }), 'terminate', { opener: terminate });

  // The desk offers agent01 a daily salary below the 1.5% it gave agent02: accepting asks first,
  // as it would end agent02's. Checked, left with Escape (nothing ended), and the offer rejected
  // so agent01 keeps the contract the seed gave it.
  const scale = 10 ** (await merchantCurrency(request, merchant)).decimals;
  const token = await deskApiToken(request, merchant, ADMIN);
  const offered = await request.post(platformUrl('/wps/desk/contract/offer'), {
    headers: { Merchant: merchant, Authorization: token },
    data: { username: 'agent01', type: 'dailySalary', tiers: [1, 2].map((level) => ({ teamBetMinor: 10_000 * level * scale, activeMembers: 3 * level, rate: level * 0.5 })), idempotencyKey: `k${crypto.randomUUID().replaceAll('-', '')}` },
  });
  expect(((await offered.json()) as { success: boolean }).success).toBe(true);
  await page.reload();
  const held = main.locator('.held-contract');
  // 1.5 % in the merchant's own number format (vnlotto writes 1,5 %).
  await expect(held.getByText(/agent02 \(1[.,]5\s?%\)/)).toBeVisible();
  const accept = held.getByRole('button', { name: 'Accept', exact: true });
  await accept.click();
  const ends = page.getByRole('alertdialog', { name: /^This offer pays less than contracts you gave your downline/ });
  await expect(ends.getByRole('listitem')).toHaveText([/^agent02 at 1[.,]5\s?%$/]);
  await checkDialog(check, ends, 'accept ends downline', { opener: accept });
  await held.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(main.getByText('You rejected this offer.')).toBeVisible();
}

/** A trial account: a real-money action answers with a notice, the member centre with its gate. */
async function trialDialogs(check: Check, merchant: MerchantCode): Promise<void> {
  const { page } = check;
  await resize(page, DESKTOP);
  await switchSignedIn(page, merchant, 'trial01', 'Trial@123');
  const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
  await deposit.click();
  await checkDialog(check, page.getByRole('alertdialog', { name: 'Prompt' }), 'trial notice', { opener: deposit });
  // The member centre's gate in its place: an alert in the page, checked with the page.
  await goInApp(page, '/member');
  await expect(page.getByRole('alert', { name: 'Real account needed' })).toBeVisible();
  await atBothSizes(page, async (size) => {
    check.found.push(...await axeFindings(page, `${check.at} member centre gate ${size.width}`));
  });
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: every dialog passes axe at both sizes, keeps focus, closes on Escape and returns focus`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.clock.install();
    await openInEnglish(page, merchant);
    const check: Check = { page, found: [], at: merchant };
    await guestDialogs({ ...check, at: `${merchant} guest` }, merchant);
    await memberDialogs({ ...check, at: `${merchant} member01` }, merchant, request);
    await agentDialogs({ ...check, at: `${merchant} agent01` }, merchant, request);
    await trialDialogs({ ...check, at: `${merchant} trial01` }, merchant);
    expect(check.found).toEqual([]);
  });
}
