import { afterEach, describe, expect, it, vi } from 'vitest';

const phone = { width: 390, height: 844, colorDepth: 24 };

describe('loginDeviceId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is worked out once per page: the same id, one time-zone lookup, even after the screen turns', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test phone', language: 'bn-BD', hardwareConcurrency: 8 });
    vi.stubGlobal('screen', phone);
    vi.resetModules();
    const { loginDeviceId } = await import('../../src/portal/features/session/device.ts');
    const lookups = vi.spyOn(Intl, 'DateTimeFormat');
    const first = loginDeviceId();
    Object.assign(phone, { width: 844, height: 390 });
    expect(loginDeviceId()).toBe(first);
    expect(first).toMatch(/^web-[0-9a-f]{16}$/);
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});
