// Member calls over HTTP: registration (username and mobile) with every server-side rule, the
// 50-way registration race, passwords (change, reset by phone, by email), language, affiliate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMobile } from '../../src/platform/seed.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';

TestDatabases.describeEach('member calls', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
  });
  afterAll(async () => t?.close());

  const good = (username: string, extra: Record<string, unknown> = {}) => ({
    username, password: 'Passw0rd', confirmPassword: 'Passw0rd', ageConfirmed: true, ...extra,
  });

  async function put(path: string, payload: unknown, options: { ip?: string; merchant?: string; scheme?: 'des-rsa' | 'oaep-gcm' } = {}) {
    const { body, headers } = await t.encrypted(payload, options.scheme);
    return t.raw('PUT', path, { body, headers, ip: options.ip ?? freshIp(), ...(options.merchant ? { merchant: options.merchant } : {}) });
  }

  async function post(path: string, payload: unknown, options: { ip?: string; token?: string; merchant?: string } = {}) {
    const { body, headers } = await t.encrypted(payload);
    return t.raw('POST', path, { body, headers, ip: options.ip ?? freshIp(), ...(options.token ? { token: options.token } : {}), ...(options.merchant ? { merchant: options.merchant } : {}) });
  }

  describe('register by username', () => {
    it('creates the member and logs them in', async () => {
      let token: string | null = null;
      const client = t.client({ token: () => token });
      const value = await client.call('register', good('Newuser01', { email: 'new@example.com', fullName: 'New User' }));
      token = value.token;
      expect(value.firstTimeLogin).toBe(false);
      expect(await client.call('memberInfo')).toMatchObject({ account: 'Newuser01', type: 0, email: 'new@example.com', toUpline: null });
      expect(await client.call('balance')).toMatchObject({ sumBalance: 0 });
    });

    it('enforces each field rule on the server', async () => {
      const problems = async (payload: Record<string, unknown>) => {
        const response = await put('/wps/member/register', payload);
        expectFailureEnvelope(response.body, 'validation.failed');
        expect(response.status).toBe(400);
        return response.body.value.fields as Record<string, { messageKey: string; params: { min: number; max: number } }>;
      };
      expect((await problems(good('1startsWithDigit'))).username).toEqual({ messageKey: 'pattern.letterFirstAlnum', params: { min: 6, max: 12 } });
      expect((await problems(good('abc'))).username?.messageKey).toBe('pattern.letterFirstAlnum');
      expect((await problems(good("rob'); --"))).username?.messageKey).toBe('pattern.letterFirstAlnum');
      expect((await problems(good('okname01', { password: 'onlyletters', confirmPassword: 'onlyletters' }))).password?.messageKey).toBe('pattern.alnumMixed');
      expect(Object.keys(await problems(good('okname01', { confirmPassword: 'Other123' })))).toEqual(['confirmPassword']);
      expect(Object.keys(await problems(good('okname01', { ageConfirmed: false })))).toEqual(['ageConfirmed']);
      expect((await problems(good('okname01', { email: 'not-an-email' }))).email?.messageKey).toBe('pattern.email');
      expect((await problems(good('okname01', { mobileNum: '12345' }))).mobileNum?.messageKey).toBe('pattern.bdMobile');
      expect((await problems(good('okname01', { birthday: '2010-01-01' }))).birthday?.messageKey).toBe('register.birthday.minAge');
      expect((await problems(good('okname01', { birthday: '2001-02-30' }))).birthday?.messageKey).toBe('register.birthday.format');
    });

    it('rejects bad shapes before any rule runs', async () => {
      for (const payload of [
        { password: 'Passw0rd', confirmPassword: 'Passw0rd' },
        good('okname02', { ageConfirmed: 'yes' }),
        good('okname02', { username: 12345678 }),
        good('okname02', { isAdmin: true }),
        good('okname02', { address: 'x'.repeat(201) }),
      ]) {
        expectFailureEnvelope((await put('/wps/member/register', payload)).body, 'validation.failed');
      }
    });

    it('refuses a taken username whatever its case', async () => {
      expect((await put('/wps/member/register', good('Takenname1'))).body.success).toBe(true);
      const again = await put('/wps/member/register', good('TAKENNAME1'));
      expect(again.status).toBe(409);
      expectFailureEnvelope(again.body, 'username.exists');
      expectFailureEnvelope((await put('/wps/member/register', good('member01'))).body, 'username.exists');
    });

    it('fifty parallel registrations of one username create exactly one account', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => put('/wps/member/register', good('Racer0001'))));
      expect(results.filter((r) => r.body.success)).toHaveLength(1);
      const failures = results.filter((r) => !r.body.success);
      expect(failures).toHaveLength(49);
      for (const failure of failures) expectFailureEnvelope(failure.body, 'username.exists');
      expect(await t.platform.stores.members.countByUsername('alpha', 'racer0001')).toBe(1);
    });

    it('links the upline through an affiliate code', async () => {
      const lookup = await t.raw('GET', '/wps/agent/affiliate?affiliateCode=AGENT01');
      expect(lookup.body.value).toEqual({ affiliateCode: 'AGENT01', agent: 'agent01' });
      const unknown = await t.raw('GET', '/wps/agent/affiliate?affiliateCode=NOPE1234');
      expect(unknown.status).toBe(404);
      expectFailureEnvelope(unknown.body, 'affiliate.not.found');
      expectFailureEnvelope((await t.raw('GET', '/wps/agent/affiliate')).body, 'affiliate.not.found');
      const registered = await put('/wps/member/register', good('Downline01', { affiliateCode: 'AGENT01' }));
      const info = await t.raw('GET', '/wps/member/info', { token: registered.body.value.token });
      expect(info.body.value.toUpline).toBe('agent01');
      expectFailureEnvelope((await put('/wps/member/register', good('Downline02', { affiliateCode: 'NOPE1234' }))).body, 'affiliate.invalid');
    });

    it('demands a captcha when the server settings show one', async () => {
      const settings = await t.raw('GET', '/wps/system/setting/register');
      const captcha = { shown: true, required: true, pattern: { kind: 'alnum', min: 4, max: 6, messageKey: 'pattern.alnum' } };
      await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'registration', value: { fields: { ...settings.body.value.fields, captcha } } } });
      try {
        const ip = freshIp();
        expectFailureEnvelope((await put('/wps/member/register', good('Captcha01'), { ip })).body, 'captcha.required');
        t.clock.advance(1000);
        await t.raw('GET', '/wps/captcha?loginDeviceId=reg-1', { ip });
        expectFailureEnvelope((await put('/wps/member/register', good('Captcha01', { captcha: 'ZZZZZ', loginDeviceId: 'reg-1' }), { ip })).body, 'captcha.invalid');
        t.clock.advance(1000);
        await t.raw('GET', '/wps/captcha?loginDeviceId=reg-1', { ip });
        const [fresh] = await t.platform.db.query<{ answer: string }>("SELECT answer FROM captchas WHERE client_key = 'd:reg-1' ORDER BY id DESC LIMIT 1");
        expect((await put('/wps/member/register', good('Captcha01', { captcha: fresh!.answer, loginDeviceId: 'reg-1' }), { ip })).body.success).toBe(true);
      } finally {
        await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'registration', value: { fields: settings.body.value.fields } } });
      }
    });

    it('makes the payment password asked at registration the transaction password (cnstar asks for it)', async () => {
      const settings = await t.raw('GET', '/wps/system/setting/register');
      const paymentPassword = { shown: true, required: true, pattern: { kind: 'alnumMixed', min: 6, max: 20, messageKey: 'pattern.alnumMixed' } };
      await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'registration', value: { fields: { ...settings.body.value.fields, paymentPassword } } } });
      try {
        expectFailureEnvelope((await put('/wps/member/register', good('Paypass01'))).body, 'validation.failed'); // required
        const same = await put('/wps/member/register', good('Paypass01', { paymentPassword: 'Passw0rd' }));
        expect(same.body.value?.fields?.paymentPassword?.messageKey).toBe('errorCode.paymentPassword.sameAsLogin');
        const registered = await put('/wps/member/register', good('Paypass01', { paymentPassword: 'Money2026' }));
        expect(registered.body.success).toBe(true);
        const member = await t.platform.stores.members.findByUsername('alpha', 'Paypass01');
        const hash = await t.platform.stores.payoutAccounts.paymentPasswordHash(member!.id);
        expect(hash).toMatch(/^\$argon2id\$/);
      } finally {
        await t.raw('PUT', '/dev/merchant-settings', { body: { key: 'registration', value: { fields: settings.body.value.fields } } });
      }
    });

    it('is refused where username registration is off', async () => {
      const response = await put('/wps/member/register', good('Betauser1'), { merchant: 'beta', scheme: 'oaep-gcm' });
      expectFailureEnvelope(response.body, 'feature.disabled');
    });
  });

  describe('register by mobile', () => {
    it('sends a registration code and registers with it once', async () => {
      const ip = freshIp();
      const mobile = '01811111111';
      const sent = await t.raw('GET', `/wps/verification/sms/register?mobileNo=${mobile}`, { ip });
      expect(sent.body.value).toEqual({ expiredMinutes: 5 });
      const code = await t.smsCode(mobile, 'register');
      const payload = { mobileNum: mobile, password: 'Mobile123', confirmPassword: 'Mobile123', ageConfirmed: true };
      expectFailureEnvelope((await put('/wps/member/register/mobile', payload, { ip })).body, 'sms.code.missing');
      expectFailureEnvelope((await put('/wps/member/register/mobile', { ...payload, verificationCode: '000000' }, { ip })).body, 'sms.code.invalid');
      const registered = await put('/wps/member/register/mobile', { ...payload, verificationCode: code }, { ip });
      expect(registered.body.success).toBe(true);
      expect((await t.login(mobile, 'Mobile123', { ip })).body.success).toBe(true);
      expectFailureEnvelope((await put('/wps/member/register/mobile', { ...payload, verificationCode: code }, { ip: freshIp() })).body, 'sms.code.invalid');
      t.clock.advance(1000);
      const taken = await t.raw('GET', `/wps/verification/sms/register?mobileNo=${mobile}`, { ip: freshIp() });
      expectFailureEnvelope(taken.body, 'mobile.exists');
    });

    it('checks the number format, the expiry and the query shape', async () => {
      expectFailureEnvelope((await t.raw('GET', '/wps/verification/sms/register?mobileNo=12345')).body, 'validation.failed');
      expectFailureEnvelope((await t.raw('GET', '/wps/verification/sms/register')).body, 'validation.failed');
      const mobile = '01822222222';
      await t.raw('GET', `/wps/verification/sms/register?mobileNo=${mobile}`);
      const code = await t.smsCode(mobile, 'register');
      t.clock.advance(5 * 60_000 + 1);
      const late = await put('/wps/member/register/mobile', { mobileNum: mobile, password: 'Mobile123', confirmPassword: 'Mobile123', ageConfirmed: true, verificationCode: code });
      expectFailureEnvelope(late.body, 'sms.code.expired');
    });
  });

  describe('passwords', () => {
    it('changes the password: old token useless, new password works, old one not', async () => {
      const ip = freshIp();
      const registered = await put('/wps/member/register', good('Changer01'), { ip });
      const token = registered.body.value.token as string;
      expectFailureEnvelope((await post('/wps/member/password', { oldPassword: 'Wrong999', newPassword: 'Newpass12', confirmNewPassword: 'Newpass12' }, { ip, token })).body, 'password.old.invalid');
      expectFailureEnvelope((await post('/wps/member/password', { oldPassword: 'Passw0rd', newPassword: 'short', confirmNewPassword: 'short' }, { ip, token })).body, 'validation.failed');
      expectFailureEnvelope((await post('/wps/member/password', { oldPassword: 'Passw0rd', newPassword: 'Newpass12', confirmNewPassword: 'Newpass13' }, { ip, token })).body, 'validation.failed');
      expectFailureEnvelope((await post('/wps/member/password', { oldPassword: 'Passw0rd', newPassword: 'Newpass12' }, { ip, token })).body, 'validation.failed');
      const changed = await post('/wps/member/password', { oldPassword: 'Passw0rd', newPassword: 'Newpass12', confirmNewPassword: 'Newpass12' }, { ip, token });
      expect(changed.body.success).toBe(true);
      const stale = await t.raw('GET', '/wps/member/info', { token, ip });
      expect(stale.status).toBe(401);
      expectFailureEnvelope(stale.body, 'user.or.token.invalid');
      expect((await t.raw('GET', '/wps/member/info', { token: changed.body.value.token, ip })).status).toBe(200);
      expect((await t.login('Changer01', 'Newpass12', { ip })).body.success).toBe(true);
      expectFailureEnvelope((await t.login('Changer01', 'Passw0rd', { ip })).body, 'user.or.password.invalid');
    });

    it('changes the default password of the seeded member', async () => {
      const login = await t.login('newbie01', 'Default@2026', { ip: LOCAL });
      expect(login.body.value.firstTimeLogin).toBe(true);
      const changed = await post('/wps/member/password', { oldPassword: 'Default@2026', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' }, { ip: LOCAL, token: login.body.value.token });
      expect(changed.body.value.firstTimeLogin).toBe(false);
    });

    it('resets by phone with a single-use code and revokes every session', async () => {
      const ip = LOCAL;
      const mobile = seedMobile(t.platform.merchants.byCode('alpha')!, 5);
      const before = await t.login('traveller01', 'Member@123', { ip: freshIp() });
      expectFailureEnvelope(before.body, 'login_verify_required');
      t.clock.advance(1000);
      const sent = await t.raw('POST', '/wps/verification/sms/noLogin', { body: { purpose: 'forgotPassword', mobileNum: mobile }, ip: freshIp() });
      expect(sent.body.value.expiredMinutes).toBe(5);
      const code = await t.smsCode(mobile, 'forgotPassword');
      expectFailureEnvelope((await post('/wps/member/password/verification', { mobileNum: mobile, verificationCode: code, newPassword: 'x' }, { ip })).body, 'validation.failed');
      const reset = await post('/wps/member/password/verification', { mobileNum: mobile, verificationCode: code, newPassword: 'Reset2026', confirmNewPassword: 'Reset2026' }, { ip });
      expect(reset.body.success).toBe(true);
      expect((await t.raw('GET', '/wps/member/info', { token: reset.body.value.token })).body.value.account).toBe('traveller01');
      const replay = await post('/wps/member/password/verification', { mobileNum: mobile, verificationCode: code, newPassword: 'Other2026', confirmNewPassword: 'Other2026' }, { ip });
      expectFailureEnvelope(replay.body, 'sms.code.invalid');
      expectFailureEnvelope((await post('/wps/member/password/verification', { mobileNum: '01700000999', verificationCode: '123456', newPassword: 'Other2026' }, { ip })).body, 'sms.code.missing');
    });

    it('answers the email reset the same whether or not the account matches', async () => {
      const send = (body: string) => t.raw('POST', '/wps/member/password/email', { rawBody: body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      const match = await send('username=member01&email=member01%40alpha.example');
      const miss = await send('username=nobody&email=nobody%40alpha.example');
      expect(match.body).toEqual({ success: true, value: null, message: 'in_been_out', errorCode: null });
      expect(miss.body).toEqual(match.body);
      expect(t.sms.some((line) => line.includes('[mail]') && line.includes('member01@alpha.example'))).toBe(true);
      expectFailureEnvelope((await send('username=member01')).body, 'validation.failed');
    });
  });

  describe('member settings', () => {
    it('updates the language within the merchant list', async () => {
      const { token } = (await t.login('agent01', 'Agent@123', { ip: LOCAL })).body.value;
      expect((await t.raw('PUT', '/wps/member/language', { body: { language: 'EN' }, token })).body.value).toEqual({ language: 'EN' });
      expect((await t.raw('GET', '/wps/member/info', { token })).body.value.language).toBe('EN');
      expectFailureEnvelope((await t.raw('PUT', '/wps/member/language', { body: { language: 'FR' }, token })).body, 'language.unsupported');
      expectFailureEnvelope((await t.raw('PUT', '/wps/member/language', { body: { language: 'en' }, token })).body, 'validation.failed');
      expectFailureEnvelope((await t.raw('PUT', '/wps/member/language', { body: { language: 'EN' } })).body, 'CUSTOMER_NOT_LOGIN');
      const icon = await t.raw('GET', '/wps/member/info/icon', { token });
      expect(icon.body.value.icon).toMatch(/^avatar-\d$/);
    });
  });
});
