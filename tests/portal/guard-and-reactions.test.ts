import { describe, expect, it } from 'vitest';
import { guardRedirect, GUARD_EXCEPTIONS } from '../../src/portal/app/guard.ts';
import { reactionFor, type FailedCall } from '../../src/portal/api/reactions.ts';
import { calls } from '../../src/generated/api/calls.ts';

describe('login-to-home guard (spec section 2)', () => {
  it('sends a visitor without a token to /login when the setting is on', () => {
    for (const path of ['/', '/member', '/agentHome', '/rng', '/promotions', '/help']) {
      expect(guardRedirect(path, false, true)).toBe('/login');
    }
  });
  it('leaves the exceptions alone', () => {
    expect(GUARD_EXCEPTIONS).toEqual(['/login', '/register', '/register.html', '/helpmc', '/download']);
    for (const path of GUARD_EXCEPTIONS) expect(guardRedirect(path, false, true)).toBeNull();
  });
  it('never redirects a member with a token', () => {
    expect(guardRedirect('/member', true, true)).toBeNull();
    expect(guardRedirect('/lottery', true, false)).toBeNull();
  });
  it('with the setting off, only the lottery routes need a login', () => {
    expect(guardRedirect('/', false, false)).toBeNull();
    expect(guardRedirect('/member', false, false)).toBeNull();
    for (const path of ['/lottery', '/seaLottery', '/vnLottery']) expect(guardRedirect(path, false, false)).toBe('/login');
  });
});

describe('error-code reactions (PROTOCOL.md)', () => {
  const fail = (errorCode: string | null, status = 400, silent = false) => reactionFor({ errorCode, status, silent });
  it('forces logout on session-loss codes and on HTTP 401', () => {
    for (const code of ['token_ip_different', 'user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN']) expect(fail(code).kind).toBe('forceLogout');
    expect(fail('anything', 401).kind).toBe('forceLogout');
    // even on a silent call: a lost session is never ignored
    expect(fail('login.not.session', 400, true).kind).toBe('forceLogout');
  });
  it('maps both spellings of too-many-requests', () => {
    expect(fail('TOO_MANY_REQUEST').kind).toBe('tooManyRequests');
    expect(fail('TOO_MANY_REQUESTS').kind).toBe('tooManyRequests');
  });
  it('takes silence from the call schema alone', () => {
    expect(fail('some.error', 400, true).kind).toBe('silent');
    // a call is not silent by its name or path: only its call schema's flag counts
    expect(reactionFor({ callName: 'affiliate', path: '/wps/agent/affiliate', errorCode: 'e', status: 400 } as FailedCall).kind).toBe('show');
  });
  it('has the PROTOCOL.md silent calls marked silent in their call schemas', () => {
    const byPath = new Map<string, { silent: boolean }>(Object.values(calls).map((spec) => [spec.path, spec]));
    for (const path of ['/wps/relay/CSP_unreadCount', '/wps/member/language', '/wps/agent/affiliate']) {
      const spec = byPath.get(path);
      expect(spec, path).toBeDefined();
      expect(fail('some.error', 400, spec?.silent).kind, path).toBe('silent');
    }
    expect(fail('some.error', 400, calls.memberInfo.silent).kind).toBe('show');
  });
  it('names the other reactions', () => {
    expect(fail('login_verify_required').kind).toBe('verificationRequired');
    expect(fail('vendor_under_maintenance').kind).toBe('maintenance');
    expect(fail('launch_game_balance_not_enough').kind).toBe('depositPrompt');
    expect(fail('domain_not_available').kind).toBe('domainNotAvailable');
    expect(fail('merchant.acct.setup.err').kind).toBe('inline');
    expect(fail('bind_customer_required').kind).toBe('inline');
    expect(fail('x', 504).kind).toBe('timeoutRetry');
    expect(fail('x', 502).kind).toBe('logOnly');
    expect(fail('validation.failed').kind).toBe('show');
  });
});
