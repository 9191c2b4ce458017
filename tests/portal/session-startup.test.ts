// Regression: a page opened right after a sign-in answered (a reload, a second tab, a phone
// bringing a killed tab back) started signed out. The token was stored alone and the account only
// when member info answered; the start (spec section 4) drops a token without an account.
// The browser side: tests/browser/reload-right-after-login.spec.ts.
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/portal/api/flow-env.ts';
import { startupDecision, startupToken, storeSignIn, type StoredSession } from '../../src/portal/state/session.ts';
import { tokenActions } from '../../src/portal/features/signIn/index.ts';
import type { FlowEnv } from '../../src/portal/api/flow-env.ts';

const stored = (overrides: Partial<StoredSession>): StoredSession => ({ token: null, account: null, passwordChangePending: false, merchantCode: 'bdwin', ...overrides });

describe('the start-up decision', () => {
  it('is a guest without a token', () => {
    expect(startupDecision(stored({}), 'bdwin')).toBe('guest');
    expect(startupDecision(stored({ account: 'member01' }), 'bdwin')).toBe('guest');
  });
  it('is a member with a token and an account of this merchant', () => {
    expect(startupDecision(stored({ token: 't', account: 'member01' }), 'bdwin')).toBe('member');
    // A session written before the merchant was (no page writes one so, but nothing to refuse).
    expect(startupDecision(stored({ token: 't', account: 'member01', merchantCode: null }), 'bdwin')).toBe('member');
  });
  it('drops a token without an account, of another merchant, or before a forced password change', () => {
    expect(startupDecision(stored({ token: 't' }), 'bdwin')).toBe('drop');
    expect(startupDecision(stored({ token: 't', account: 'member01', merchantCode: 'cnstar' }), 'bdwin')).toBe('drop');
    expect(startupDecision(stored({ token: 't', account: 'member01', passwordChangePending: true }), 'bdwin')).toBe('drop');
  });
});

describe('a page started right after a sign-in answered', () => {
  const signedInJustNow = () => {
    const session = memoryStore({ merchant: 'bdwin', merchantCode: 'bdwin', platform: 'web' });
    // What every sign-in machine does with the answer, before the member-info call goes out.
    const env: FlowEnv = {
      call: () => Promise.reject(new Error('no platform here')),
      session, local: memoryStore(), navigate: () => undefined, deviceId: () => 'device-1',
      page: () => ({ href: 'http://bdwin.localhost/', host: 'bdwin.localhost' }),
    };
    tokenActions(env).storeToken({ context: { result: { token: 'tok-1', username: 'member01' } } });
    return session;
  };

  it('starts signed in: the sign-in stored the token and the account together', () => {
    const session = signedInJustNow();
    expect(session.getItem('account')).toBe('member01');
    expect(startupToken('bdwin', session)).toBe('tok-1');
    expect(session.getItem('token')).toBe('tok-1');
  });

  it('another merchant\'s page on the same origin starts as a guest and keeps nothing of the member', () => {
    const session = signedInJustNow();
    expect(startupToken('cnstar', session)).toBeNull();
    expect(session.getItem('token')).toBeNull();
    expect(session.getItem('account')).toBeNull();
    expect(session.getItem('merchantCode')).toBe('bdwin'); // the merchant values stay (main.tsx writes this page's next)
  });

  it('a half-made session (a token alone) is cleared, the merchant values kept', () => {
    const session = memoryStore({ merchant: 'bdwin', merchantCode: 'bdwin', platform: 'web', token: 'old', cpw: '1' });
    expect(startupToken('bdwin', session)).toBeNull();
    expect(session.getItem('token')).toBeNull();
    expect(session.getItem('cpw')).toBeNull();
    expect(session.getItem('platform')).toBe('web');
  });

  it('storing no answer removes the token', () => {
    const session = memoryStore({ token: 'old', account: 'member01' });
    storeSignIn(session, null);
    expect(session.getItem('token')).toBeNull();
  });
});
