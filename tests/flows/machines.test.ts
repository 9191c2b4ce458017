// Machine behaviour with stand-in actors (unit level; the platform runs are the *.model.test.ts
// files): the guards wired into each chart, timers on a simulated clock, payloads trimmed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { loginMachine, loginPayload, type LoginPayload } from '../../flows/login.machine.ts';
import { smsCountdownMachine } from '../../flows/smsCountdown.machine.ts';
import { customerServiceMachine } from '../../flows/customerService.machine.ts';
import { gameLaunchMachine } from '../../flows/gameLaunch.machine.ts';
import { contractMachine } from '../../flows/contract.machine.ts';
import { withdrawalConfirmationMachine } from '../../flows/withdrawalConfirmation.machine.ts';
import { changePasswordMachine } from '../../flows/changePassword.machine.ts';
import { forgotPasswordMachine } from '../../flows/forgotPassword.machine.ts';
import { loginModelInput } from '../../flows/paths/login.model.ts';
import { remainingSeconds } from '../../flows/rules/throttle.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));
// Stand-in actors; their types are the machines' own (checked where the machines declare them).
const fake = (fn: (args: { input: any }) => Promise<unknown>) => fromPromise(fn) as never;

describe('login', () => {
  it('sends trimmed credentials, and the captcha only once a failure asked for it', async () => {
    const sent: LoginPayload[] = [];
    let captchas = 0;
    const clock = new SimulatedClock();
    const actor = createActor(loginMachine.provide({
      actors: {
        submitLogin: fake(async ({ input }) => {
          sent.push(input);
          throw { errorCode: 'user.or.password.invalid', message: 'no', value: { captcha: true } };
        }),
        loadCaptcha: fake(async () => ({ image: `img${++captchas}` })),
      },
    }), { input: loginModelInput, clock }).start();
    actor.send({ type: 'EDIT', values: { username: '  member01 ', password: ' pw ' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ captcha: 'cooling' }));
    expect(sent[0]).toEqual({ type: 'username', username: 'member01', password: 'pw' });
    expect(actor.getSnapshot().context.captchaImage).toBe('img1');
    // Refresh within the second waits; after it, one new image.
    actor.send({ type: 'REFRESH_CAPTCHA' });
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(captchas).toBe(1);
    clock.increment(999);
    expect(captchas).toBe(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ captcha: 'cooling' }) && s.context.captchaImage === 'img2');
    // The captcha is now required before submitting.
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toBe('error.enterCaptcha');
    actor.send({ type: 'EDIT', values: { captcha: ' ab12 ' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent[1]).toEqual({ type: 'username', username: 'member01', password: 'pw', captcha: 'ab12' });
    actor.stop();
  });

  it('does not force a password change for sms logins, and goes home with the after-login modal', async () => {
    const calls: string[] = [];
    const actor = createActor(loginMachine.provide({
      actors: {
        submitLogin: fake(async () => ({ token: 't', firstTimeLogin: true, passwordExpired: true })),
        firstLogin: fake(async () => { calls.push('firstLogin'); }),
        loadMemberInfo: fake(async () => ({ account: 'm', type: 0 })),
      },
      actions: { goHome: () => { calls.push('goHome'); }, storeToken: ({ context }) => { calls.push(`token:${context.result?.token}`); } },
    }), { input: loginModelInput }).start();
    actor.send({ type: 'USE_SMS' });
    actor.send({ type: 'EDIT', values: { mobileNum: ' 0901 ', code: ' 1234 ' } });
    expect(loginPayload(actor.getSnapshot().context)).toEqual({ type: 'sms', mobileNum: '0901', password: '1234' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ flow: 'loggedIn' }));
    expect(actor.getSnapshot().context.afterLoginModal).toBe(true);
    expect(calls).toEqual(['token:t', 'firstLogin', 'goHome']);
  });

  it('forces the change for a username login with an expired password', async () => {
    const actor = createActor(loginMachine.provide({
      actors: { submitLogin: fake(async () => ({ token: 't', passwordExpired: true })) },
    }), { input: loginModelInput }).start();
    actor.send({ type: 'EDIT', values: { username: 'a', password: 'b' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ flow: 'mustChangePassword' }));
  });

  it('ignores switches the merchant turned off', () => {
    const actor = createActor(loginMachine, { input: { ...loginModelInput, smsLogin: false, quickLogin: false, thirdPartySignIn: [] } }).start();
    for (const event of [{ type: 'USE_SMS' }, { type: 'QUICK_LOGIN' }, { type: 'THIRD_PARTY', channel: 'google' }] as const) actor.send(event);
    expect(actor.getSnapshot().matches({ flow: 'passwordForm' })).toBe(true);
  });
});

describe('smsCountdown', () => {
  it('throttles, counts down to a deadline, then allows a new code', async () => {
    const clock = new SimulatedClock();
    let requests = 0;
    const actor = createActor(smsCountdownMachine.provide({ actors: { requestSmsCode: fake(async () => { requests += 1; return { expiredMinutes: 3 }; }) } }), {
      input: { purpose: 'register', fixedSeconds: null, fallbackMinutes: 5, throttleMs: 1000 }, clock,
    }).start();
    actor.send({ type: 'SEND', mobileNum: '  ' });
    expect(actor.getSnapshot().hasTag('sms')).toBe(true);
    const before = Date.now();
    actor.send({ type: 'SEND', mobileNum: '0901' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('countdown'));
    const { deadline, countdownMs } = actor.getSnapshot().context;
    expect(countdownMs).toBe(180_000);
    expect(remainingSeconds(deadline, before)).toBeGreaterThanOrEqual(180);
    actor.send({ type: 'SEND', mobileNum: '0901' });
    expect(requests).toBe(1);
    clock.increment(179_999);
    expect(actor.getSnapshot().hasTag('countdown')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('sms')).toBe(true);
    expect(actor.getSnapshot().context.deadline).toBeNull();
  });

  it('uses the fixed 60 s for login whatever the response says', async () => {
    const actor = createActor(smsCountdownMachine.provide({ actors: { requestSmsCode: fake(async () => ({ expiredMinutes: 3 })) } }), {
      input: { purpose: 'login', fixedSeconds: 60, fallbackMinutes: 5, throttleMs: 1000 },
    }).start();
    actor.send({ type: 'SEND', mobileNum: '0901' });
    await waitFor(actor, (s) => s.hasTag('countdown'));
    expect(actor.getSnapshot().context.countdownMs).toBe(60_000);
    actor.stop();
  });
});

describe('customerService', () => {
  const config = { version: { pathList: [{ type: 2, path: 'x' }, { type: 3, path: 'first' }, { type: 3, path: 'second' }] } };
  const run = async (decrypted: string, fetchOk = true) => {
    const effects: string[] = [];
    const actor = createActor(customerServiceMachine.provide({
      actors: {
        openPopup: fake(async ({ input }) => { effects.push(`open ${input.width}x${input.height}`); }),
        fetchCsConfig: fake(async () => { if (!fetchOk) throw new Error('network'); return config; }),
        decryptPath: fake(async ({ input }) => { effects.push(`decrypt ${input.path}`); return decrypted; }),
      },
      actions: { navigatePopup: ({ context }) => { effects.push(`go ${context.url}`); }, closePopup: () => { effects.push('close'); } },
    }), { input: { width: 440, height: 500 } }).start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => ['open', 'failed', 'blocked'].includes(s.value as string));
    return { state: actor.getSnapshot(), effects };
  };
  it('opens 440x500 first, takes the first type-3 path and navigates to it', async () => {
    const { state, effects } = await run('https://chat.example.com/');
    expect(state.value).toBe('open');
    expect(effects).toEqual(['open 440x500', 'decrypt first', 'go https://chat.example.com/']);
  });
  it('closes the pop-up on an invalid URL or a failed fetch', async () => {
    expect((await run('javascript:alert(1)')).effects.at(-1)).toBe('close');
    expect((await run('javascript:alert(1)')).state.context.problem).toBe('invalidUrl');
    const failed = await run('https://x.example/', false);
    expect(failed.state.context.problem).toBe('fetchFailed');
    expect(failed.effects).toEqual(['open 440x500', 'close']);
  });
  it('reports a blocked pop-up', async () => {
    const actor = createActor(customerServiceMachine.provide({ actors: { openPopup: fake(async () => { throw new Error('blocked'); }) } }), { input: { width: 440, height: 500 } }).start();
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (s) => s.value === 'blocked');
    expect(actor.getSnapshot().context.problem).toBe('popupBlocked');
  });
});

describe('gameLaunch', () => {
  const launch = async (loggedIn: boolean, onGamePage: boolean, result: () => Promise<unknown>) => {
    const effects: string[] = [];
    const actor = createActor(gameLaunchMachine.provide({
      actors: { launchGame: fake(result) },
      actions: {
        showLoader: () => { effects.push('loader'); }, hideLoader: () => { effects.push('hide'); }, goToGame: () => { effects.push('/game'); },
        openLoginPopup: () => { effects.push('login popup'); }, showMaintenance: () => { effects.push('maintenance'); }, promptDeposit: () => { effects.push('deposit'); },
      },
    }), { input: { loggedIn, onGamePage } }).start();
    actor.send({ type: 'LAUNCH', game: { gameId: 'G1' } });
    await waitFor(actor, (s) => s.value !== 'launching');
    return { snapshot: actor.getSnapshot(), effects };
  };
  it('opens the login popup for a guest', async () => {
    const { snapshot, effects } = await launch(false, false, async () => ({ game_url: 'u' }));
    expect(snapshot.value).toBe('loginRequired');
    expect(effects).toEqual(['login popup']);
  });
  it('stores the frame URL and goes to /game unless already there', async () => {
    const away = await launch(true, false, async () => ({ value: 1, content: { game_url: 'https://g/1' } }));
    expect(away.snapshot.context.frameUrl).toBe('https://g/1');
    expect(away.effects).toEqual(['loader', 'hide', '/game']);
    const there = await launch(true, true, async () => ({ game_url2: 'https://g/2' }));
    expect(there.effects).toEqual(['loader', 'hide']);
  });
  it('shows maintenance or the deposit prompt by error code', async () => {
    expect((await launch(true, false, async () => { throw { errorCode: 'vendor_under_maintenance' }; })).effects).toEqual(['loader', 'hide', 'maintenance']);
    expect((await launch(true, false, async () => { throw { errorCode: 'launch_game_balance_not_enough' }; })).effects).toEqual(['loader', 'hide', 'deposit']);
  });
});

describe('contract', () => {
  const actors = { decide: fake(async () => undefined), sendRequest: fake(async () => undefined) };
  it('accepting a rate below a downline contract asks first and then ends the downline one', async () => {
    const decided: unknown[] = [];
    const actor = createActor(contractMachine.provide({ actors: { ...actors, decide: fake(async ({ input }) => { decided.push(input); }) } }), {
      input: { type: 'hourlySalary', rate: 0.2, downlineRate: 0.3 },
    }).start();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().value).toBe('confirmingDownlineTermination');
    actor.send({ type: 'DISAGREE' });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'AGREE' });
    await waitFor(actor, (s) => s.value === 'active');
    expect(decided).toEqual([{ type: 'hourlySalary', decision: 'accept', terminateDownline: true }]);
    expect(actor.getSnapshot().context.downlineRate).toBeNull();
  });
  it('accepts directly when no downline contract pays more', async () => {
    const actor = createActor(contractMachine.provide({ actors }), { input: { type: 'dividend', rate: 0.5, downlineRate: 0.3 } }).start();
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.value === 'active');
    actor.send({ type: 'REQUEST_TERMINATION' });
    await waitFor(actor, (s) => s.value === 'terminationRequested');
    actor.send({ type: 'TERMINATE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
  it('restores an active contract and rejects new-contract requests without a rate', () => {
    const context = { type: 'realTimeSalary' as const, rate: 0.1, downlineRate: null, terminatesDownline: false, requestedRate: null, error: null };
    const actor = createActor(contractMachine.provide({ actors }), {
      input: context, snapshot: contractMachine.resolveState({ value: 'active', context }),
    }).start();
    actor.send({ type: 'REQUEST_NEW_CONTRACT', rate: 0 });
    expect(actor.getSnapshot().value).toBe('active');
    actor.send({ type: 'REQUEST_NEW_CONTRACT', rate: 0.2 });
    expect(actor.getSnapshot().value).toBe('requestingNewContract');
  });
});

describe('withdrawalConfirmation', () => {
  const make = (paidAt: number, clock = new SimulatedClock()) => {
    const answers: unknown[] = [];
    const actor = createActor(withdrawalConfirmationMachine.provide({ actors: { sendAnswer: fake(async ({ input }) => { answers.push(input); }) } }), {
      input: { confirmMinutes: 30, paidAt }, clock,
    }).start();
    return { actor, answers, clock };
  };
  it('no answer within the window counts as received', () => {
    const { actor, clock } = make(Date.now());
    clock.increment(30 * 60_000 - 5_000);
    expect(actor.getSnapshot().value).toBe('awaiting');
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('received');
    expect(actor.getSnapshot().context.answer).toBe('received');
  });
  it('a window already over when the screen opens resolves at once', () => {
    const { actor, clock } = make(Date.now() - 31 * 60_000);
    clock.increment(0);
    expect(actor.getSnapshot().value).toBe('received');
  });
  it('not received needs a png/jpg proof; forced received does not refund', async () => {
    const { actor, answers } = make(Date.now());
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: 'proof.gif' });
    expect(actor.getSnapshot().value).toBe('awaiting');
    expect(actor.getSnapshot().context.error?.errorCode).toBe('proof_required');
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: 'proof.jpg' });
    await waitFor(actor, (s) => s.value === 'notReceived');
    expect(answers).toEqual([{ answer: 'notReceived', proofImage: 'proof.jpg' }]);
    actor.send({ type: 'FORCED_RECEIVED' });
    expect(actor.getSnapshot().value).toBe('forcedReceived');
    expect(actor.getSnapshot().context.refunded).toBe(false);
  });
});

describe('password flows', () => {
  it('change password: a forced change cannot be cancelled and needs no old password', () => {
    const actor = createActor(changePasswordMachine, { input: { username: 'u', currentPassword: 'Old12345', forced: true } }).start();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'EDIT', values: { newPassword: 'New12345', confirmNewPassword: 'New12345' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.stop();
  });
  it('forgot password: the phone tab only with CHNGPASSVERIF3', () => {
    const off = createActor(forgotPasswordMachine, { input: { phoneTab: false, smsThrottleMs: 1000, smsExpiredMinutes: 5 } }).start();
    off.send({ type: 'SHOW_PHONE' });
    expect(off.getSnapshot().value).toBe('email');
    const on = createActor(forgotPasswordMachine, { input: { phoneTab: true, smsThrottleMs: 1000, smsExpiredMinutes: 5 } }).start();
    on.send({ type: 'SHOW_PHONE' });
    expect(on.getSnapshot().value).toBe('phone');
    expect((on.getSnapshot().children as Record<string, AnyActorRef>).sms?.getSnapshot() as AnyMachineSnapshot).toMatchObject({ value: 'sms' });
  });
});
