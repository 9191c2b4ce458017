// The model-based paths of the login and registration machines (flows/paths), run in the
// browser: each path drives the real sign-in screens against the real platform. User steps are
// clicks and typing; an actor's outcome step releases that actor's held request to the platform
// (arranged beforehand so the real answer is the one the path names) or fails it for the path's
// network outcomes; timer steps move the page's clock. After every step the live machine's state,
// exposed by the modal as data-flow-state, must equal the model's. The page's clock is
// Playwright's, installed before the load, running in real time. On a path with a captcha image's
// outcome step the image is held and the clock is paused as it is let through, so the captcha's
// cooling ends only at the path's timer step and its loading, cooling, queued and ready states are
// compared exactly. Registration paths without such a step type the real captcha answer, so their
// image is not held and the region is compared only as shown / not shown.
import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { generatePaths, type FlowPath } from '../../flows/paths/generate.ts';
import { loginModel } from '../../flows/paths/login.model.ts';
import { registrationModel, registrationModelInput } from '../../flows/paths/models.ts';
import { test, expect } from './fixtures.ts';
import { openInEnglish, openLoginDialog, platformGet, platformUrl, relaxRegistration, restoreRegistration, unique } from './helpers.ts';
import { RequestGate } from './model/gate.ts';
import { blockAccount, captchaAnswer, clientFor, failOnceFrom, freshIp, outbox, registerMember } from './model/platform.ts';
import { fingerprint } from '../../src/portal/features/session/device.ts';

/** The loginDeviceId the portal sends with its captcha requests (the key of /dev/captcha-answer). */
function watchDeviceId(page: Page): () => string {
  let deviceId = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') deviceId = url.searchParams.get('loginDeviceId') ?? deviceId;
  });
  return () => deviceId;
}

test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });
// Each path stands alone (its own account and IP), so the paths are shared out between the workers,
// each of which applies the groups' registration settings to its own platform.
test.describe.configure({ mode: 'parallel' });

interface Outcome {
  actor: string;
  ok: boolean;
  scenario: string;
}

function outcomeOf(event: EventObject): Outcome | null {
  const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!match) return null;
  return { actor: match[2]!, ok: match[1] === 'done', scenario: (event as { scenario?: string }).scenario ?? '' };
}

const outcomes = (path: FlowPath) => path.steps.map((s) => outcomeOf(s.event)).filter((o): o is Outcome => o !== null);
const has = (path: FlowPath, actor: string, scenario: string) => outcomes(path).some((o) => o.actor === actor && o.scenario === scenario);
const isTimer = (event: EventObject) => event.type.startsWith('xstate.after.');

/** A timer step's move of the page's clock: just past the models' one delay, captchaRefreshMs (the merchants' constants). */
const TIMER_STEP_MS = 1100;

/**
 * From the first captcha image on, the cooling ends only at the path's timer step. Paused a second
 * ahead, as the page's clock runs on while its time is read; before the image no timer of the
 * path's is running.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Captcha region as the comparison sees it where it is not compared exactly. */
const captchaShown = (value: unknown) => (value === 'hidden' || value === 'off' ? 'off' : 'on');

async function liveState(page: Page): Promise<Record<string, unknown> | null> {
  const holder = page.locator('[data-flow-state]');
  if ((await holder.count()) !== 1) return null;
  return JSON.parse((await holder.getAttribute('data-flow-state')) ?? 'null') as Record<string, unknown>;
}

/**
 * Checked every 50 ms: a step's state shows within a frame or two, and the default back-off waited
 * up to a second more. On a paused clock each check first moves it 1 ms, so the page's zero-delay
 * timers (an answer handed over in a later task) run, while a check's 200 moves at most stay far
 * below the captcha's cooling.
 */
async function expectState(page: Page, model: Record<string, unknown>, exact: string[], description: string, clockPaused = false): Promise<void> {
  const view = (value: Record<string, unknown> | null) =>
    value === null ? null : { captcha: captchaShown(value.captcha), ...Object.fromEntries(exact.map((key) => [key, value[key]])) };
  const live = async () => {
    if (clockPaused) await page.clock.runFor(1);
    return view(await liveState(page));
  };
  await expect.poll(live, { message: description, timeout: 10_000, intervals: [50] }).toEqual(view(model));
}

// ---------------------------------------------------------------- login

const LOGIN_UNSUPPORTED: Record<string, string> = {
  'thirdPartySignIn:signed in': 'identity-provider accounts never start on the default password (the path continues with "first login")',
  'submitCode:password expired': 'secure01\'s password is not expired on the shared platform (tests/flows/login.model.test.ts runs this path)',
};

function loginUnsupported(path: FlowPath): string | null {
  for (const o of outcomes(path)) {
    const reason = LOGIN_UNSUPPORTED[`${o.actor}:${o.scenario}`];
    if (reason) return reason;
  }
  return null;
}

const loginPaths = generatePaths(loginModel).paths;

test.describe('login machine paths in the browser', () => {
  test.beforeAll(async ({ request }) => {
    await relaxRegistration(request, 'bdwin'); // fresh accounts for the paths are registered over the API
  });
  test.afterAll(async ({ request }) => restoreRegistration(request, 'bdwin'));

  for (const path of loginPaths) {
    test(path.description, async ({ page }) => {
      const reason = loginUnsupported(path);
      test.skip(reason !== null, reason ?? '');
      const sms = path.steps.some((s) => s.event.type === 'USE_SMS');
      const quick = path.steps.some((s) => s.event.type === 'QUICK_LOGIN');
      const firstLogin = has(path, 'submitLogin', 'first login');
      const unregisteredIp = has(path, 'submitLogin', 'unregistered IP');
      const twoFactor = has(path, 'submitLogin', '2FA');
      const expired = has(path, 'submitLogin', 'password expired');
      // cnstar offers 2FA (secure01); seeded accounts known only on loopback (newbie01 on the
      // default password, secure01, expired01 with an expired password, quick login's member01)
      // log in from there; everyone else gets an IP of its own.
      const merchant = sms ? 'vnlotto' : firstLogin || twoFactor ? 'cnstar' : 'bdwin';
      const ip = firstLogin || twoFactor || expired || quick ? null : freshIp();
      let username = 'member01';
      let password = 'Member@123';
      let fresh = false;
      if (firstLogin) {
        username = 'newbie01';
        password = 'Default@2026';
      } else if (twoFactor) {
        username = 'secure01';
      } else if (expired) {
        username = 'expired01';
      } else if (!unregisteredIp && !sms && !quick) {
        username = unique('mp');
        password = 'Model1234'; // bdwin's rule: letters and digits
        fresh = true;
      }
      if (quick) {
        // The device's quick-login token, stored where the portal keeps it before its first load:
        // one the platform issued to a password login with "remember this device" from this
        // browser (its loginDeviceId, the portal's fingerprint, worked out in the page; the
        // dialog's checkbox is header-extras.spec.ts's subject), or, for the refused path, one it never issued.
        let token = 'never-issued-token-0000000000000000';
        if (!has(path, 'quickLogin', 'refused')) {
          const loginDeviceId = await page.evaluate(fingerprint);
          const value = await clientFor(merchant, null).call('login', { type: 'username', username, password, loginDeviceId, rememberDevice: true });
          token = value.quickLoginToken!;
        }
        await page.addInitScript(({ key, value }) => {
          if (window === window.top) localStorage.setItem(key, value);
        }, { key: `quickLoginToken:${merchant}`, value: token });
      }
      const submits = outcomes(path).filter((o) => o.actor === 'submitLogin');
      // The account is registered (and blocked) while the page loads: nothing in the page asks
      // for it before the path's first step, and the steps start only once this is done.
      const arranged = (async () => {
        if (fresh) await registerMember(merchant, username, password);
        if (submits.some((o) => o.scenario === 'refused') && !sms) await blockAccount(merchant, username);
      })();
      arranged.catch(() => undefined); // reported where it is awaited, not as an unhandled rejection

      const gate = new RequestGate({
        submitLogin: { method: 'POST', path: /^\/wps\/session\/login$/ },
        requestVerificationCode: { method: 'POST', path: /^\/wps\/verification\/sms\/noLogin$/ },
        firstLogin: { method: 'POST', path: /^\/wps\/member\/firstLogin$/ },
        loadMemberInfo: { method: 'GET', path: /^\/wps\/member\/info$/ },
        loadCaptcha: { method: 'GET', path: /^\/wps\/captcha$/ },
        quickLogin: { method: 'POST', path: /^\/wps\/session\/login\/quick$/ },
      });
      await gate.install(page);
      await page.clock.install();
      const deviceId = watchDeviceId(page);
      if (ip) await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
      const captchaLater = submits[0]?.scenario === 'wrong password, captcha' && ip;
      // The dialog asks whether a captcha is needed as it opens; the failure below must come after
      // that answer, or the form starts with the captcha the model does not expect yet.
      const captchaAsked = captchaLater ? page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha/required') : null;
      // The dialog is the subject, not the page under it: a light page (help) is usable in a
      // fraction of the home page's time, whose game lists and images settle first. cnstar's guard
      // sends a guest from /help to the home page (loginToHomePage); /download is one of the
      // pages it leaves alone.
      await openInEnglish(page, merchant, merchant === 'cnstar' ? '/download' : '/help');
      await openLoginDialog(page);
      await arranged;
      // After the form opened (and found no captcha needed, as the model starts): the platform
      // now asks this address for one.
      if (captchaLater) {
        await captchaAsked;
        await failOnceFrom(merchant, captchaLater);
      }
      const modal = page.locator('[data-flow-state]');
      let popup: Page | null = null;
      let submitIndex = 0;
      let verifyBaseline = '';
      let clockPaused = false;

      for (const [index, step] of path.steps.entries()) {
        const event = step.event as EventObject & Record<string, unknown>;
        const outcome = outcomeOf(event);
        if (event.type === 'xstate.init') {
          // the modal as it opens
        } else if (outcome) {
          if (outcome.actor === 'submitLogin') submitIndex += 1;
          if (outcome.actor === 'requestVerificationCode') verifyBaseline = JSON.stringify((await outbox(merchant, '01710000001', 'loginVerify'))[0] ?? null);
          if (outcome.actor === 'thirdPartySignIn') await popup?.close();
          else {
            if (outcome.actor === 'loadCaptcha' && !clockPaused) {
              await pauseClock(page);
              clockPaused = true;
            }
            // The code step's call is the same request as the password's.
            await gate.release(outcome.actor === 'submitCode' ? 'submitLogin' : outcome.actor, outcome.scenario === 'network' ? 'fail' : 'continue');
          }
        } else if (isTimer(event)) {
          await page.clock.fastForward(TIMER_STEP_MS);
        } else {
          switch (event.type) {
            case 'EDIT': {
              const values = event.values as Record<string, string>;
              const next = submits[submitIndex];
              for (const key of Object.keys(values)) {
                const value =
                  key === 'username' ? username
                  : key === 'password' ? password
                  : key === 'captcha' ? (next && next.scenario !== 'wrong password, captcha' ? ((await captchaAnswer(merchant, deviceId())) ?? 'ABCD') : 'ZZZZ')
                  : values[key]!;
                const label = { username: 'Username', password: 'Password', captcha: 'Captcha', mobileNum: 'Mobile number', code: 'Verification code' }[key]!;
                const input = modal.getByLabel(label, { exact: true });
                if (await input.isVisible()) await input.fill(value); // a field the current form does not show cannot be typed into
              }
              break;
            }
            case 'SUBMIT': await modal.getByRole('button', { name: 'Log in', exact: true }).click(); break;
            case 'USE_SMS': await modal.getByRole('tab', { name: 'SMS code' }).click(); break;
            case 'USE_PASSWORD': await modal.getByRole('tab', { name: 'Password' }).click(); break;
            case 'GET_CODE': await modal.getByRole('button', { name: 'Get code' }).click(); break;
            case 'QUICK_LOGIN': await modal.getByRole('button', { name: 'Quick login' }).click(); break;
            case 'REFRESH_CAPTCHA': await modal.getByRole('button', { name: 'New image' }).click(); break;
            case 'CANCEL': await modal.getByRole('button', { name: 'Cancel' }).click(); break;
            case 'RESEND_CODE': await modal.getByRole('button', { name: 'Send the code again' }).click(); break;
            case 'THIRD_PARTY': {
              const opened = page.waitForEvent('popup');
              await modal.getByRole('button', { name: 'Sign in with Google' }).click();
              popup = await opened;
              break;
            }
            case 'VERIFY': {
              let code = '000000';
              if (twoFactor) {
                // The authenticator's current code (GET /dev/totp).
                code = (await platformGet<{ code: string }>(page.request, merchant, `/dev/totp?username=${username}`)).code;
                // Mistyped where the path's code step is refused.
                const next = path.steps.slice(index).map((s) => outcomeOf(s.event as EventObject & Record<string, unknown>)).find((o) => o?.actor === 'submitCode');
                if (next?.scenario === 'wrong code') code = code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
              } else {
                await expect.poll(async () => {
                  const latest = (await outbox(merchant, '01710000001', 'loginVerify'))[0] ?? null;
                  if (latest && JSON.stringify(latest) !== verifyBaseline) code = latest.code;
                  return code;
                }).not.toBe('000000');
              }
              await modal.getByLabel(twoFactor ? 'Authenticator or recovery code' : 'Verification code').fill(code);
              await modal.getByRole('button', { name: 'Verify' }).click();
              break;
            }
            default:
              throw new Error(`no browser action for ${event.type}`);
          }
        }
        const model = step.state.value as Record<string, unknown>;
        const where = `step ${index + 1} (${event.type}) of: ${path.description}`;
        if (model.flow === 'loggedIn') await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' }), where).toBeVisible();
        else if (model.flow === 'mustChangePassword') await expect(page.getByRole('dialog', { name: 'Change password' }), where).toBeVisible();
        else await expectState(page, model, ['flow', 'captcha'], where, clockPaused);
      }
    });
  }
});

// ---------------------------------------------------------------- registration

const registrationPaths = generatePaths(registrationModel).paths;

test.describe('registration machine paths in the browser', () => {
  test.beforeAll(async ({ request }) => {
    // vnlotto's registration settings, as the operator would set them, made to match the model's.
    const hidden = { shown: false, required: false };
    const fields = { ...registrationModelInput.rules.fields, payeeName: hidden, zalo: hidden, referralCode: hidden, birthday: hidden, verificationCode: hidden };
    const response = await request.put(platformUrl('/dev/merchant-settings'), { headers: { Merchant: 'vnlotto' }, data: { key: 'registration', value: { fields } } });
    expect(response.ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => restoreRegistration(request, 'vnlotto'));

  for (const path of registrationPaths) {
    test(path.description, async ({ page }) => {
      const merchant = 'vnlotto';
      const refused = has(path, 'submitRegistration', 'refused');
      const username = refused ? 'member01' : unique('rg');
      const mobile = `09${String(Date.now()).slice(-8)}`;
      const captchaSteps = outcomes(path).some((o) => o.actor === 'loadCaptcha');
      const gate = new RequestGate({
        lookupAffiliate: { method: 'GET', path: /^\/wps\/agent\/affiliate$/ },
        submitRegistration: { method: 'PUT', path: /^\/wps\/member\/register(\/mobile)?$/ },
        loadMemberInfo: { method: 'GET', path: /^\/wps\/member\/info$/ },
        // A path that types a valid captcha before its image's outcome step cannot hold the image.
        loadCaptcha: { method: 'GET', path: /^\/wps\/captcha$/, hold: captchaSteps },
      });
      await gate.install(page);
      await page.clock.install();
      const deviceId = watchDeviceId(page);
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
      let clockPaused = false;
      // The landing URL carries an affiliate code: the lookup is made (and held) on every path.
      await openInEnglish(page, merchant, `/register?affiliateCode=${has(path, 'lookupAffiliate', 'no agent') ? 'NOAGENT9' : 'AGENT01'}`);
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await expect(dialog.locator('[data-flow-state]')).toHaveCount(1);

      for (const [index, step] of path.steps.entries()) {
        const event = step.event as EventObject & Record<string, unknown>;
        const outcome = outcomeOf(event);
        if (event.type === 'xstate.init') {
          // the form as it opens
        } else if (outcome) {
          if (outcome.actor === 'loadCaptcha' && !clockPaused) {
            await pauseClock(page);
            clockPaused = true;
          }
          await gate.release(outcome.actor, outcome.scenario === 'network' ? 'fail' : 'continue');
        } else if (isTimer(event)) {
          await page.clock.fastForward(TIMER_STEP_MS);
        } else {
          switch (event.type) {
            case 'EDIT': {
              const values = event.values as Record<string, string>;
              for (const key of Object.keys(values)) {
                const value = key === 'username' ? username : key === 'mobileNum' ? mobile : key === 'captcha' ? ((await captchaAnswer(merchant, deviceId())) ?? 'ABCD') : values[key]!;
                const label = { username: 'Username', password: 'Password', confirmPassword: 'Confirm password', mobileNum: 'Mobile number', verificationCode: 'Verification code', captcha: 'Captcha' }[key]!;
                const input = dialog.getByLabel(label, { exact: true });
                if (await input.isVisible()) await input.fill(value);
              }
              break;
            }
            case 'CONFIRM_AGE': await dialog.getByLabel(/I confirm I am at least 18 years old/).setChecked(event.confirmed === true); break;
            case 'SWITCH_MODE': await dialog.getByRole('tab', { name: event.mode === 'mobile' ? 'Mobile number' : 'Username' }).click(); break;
            case 'GET_CODE': await dialog.getByRole('button', { name: 'Get code' }).click(); break;
            case 'SUBMIT': await dialog.getByRole('button', { name: 'Create account' }).click(); break;
            case 'REFRESH_CAPTCHA': await dialog.getByRole('button', { name: 'New image' }).click(); break;
            default:
              throw new Error(`no browser action for ${event.type}`);
          }
        }
        const model = step.state.value as Record<string, unknown>;
        const where = `step ${index + 1} (${event.type}) of: ${path.description}`;
        if (model.form === 'registered') await expect(dialog, where).toBeHidden();
        else await expectState(page, model, captchaSteps ? ['form', 'affiliate', 'captcha'] : ['form', 'affiliate'], where, clockPaused);
      }
    });
  }
});
