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

  it('takes the time zone from Temporal without building a date formatter, the same id as the formatter gives', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test phone', language: 'zh-CN', hardwareConcurrency: 8 });
    vi.stubGlobal('screen', { width: 390, height: 844, colorDepth: 24 });
    const formatterSays = (zone: string) => vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: zone }) }) as unknown as Intl.DateTimeFormat,
    );
    // Without Temporal: the formatter's zone.
    vi.stubGlobal('Temporal', undefined);
    vi.resetModules();
    formatterSays('Asia/Shanghai');
    const byFormatter = (await import('../../src/portal/features/session/device.ts')).loginDeviceId();
    vi.restoreAllMocks();
    // With Temporal: the same zone, the same id, and no formatter built.
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Shanghai' } });
    vi.resetModules();
    const formatter = formatterSays('never asked');
    expect((await import('../../src/portal/features/session/device.ts')).loginDeviceId()).toBe(byFormatter);
    expect(formatter).not.toHaveBeenCalled();
  });

  it('asks the formatter when Temporal says UTC (a "GMT" system zone is "+00:00" to the formatter)', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test phone', language: 'en-GB', hardwareConcurrency: 4 });
    vi.stubGlobal('screen', { width: 390, height: 844, colorDepth: 24 });
    const formatterSays = (zone: string) => vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: zone }) }) as unknown as Intl.DateTimeFormat,
    );
    vi.stubGlobal('Temporal', undefined);
    vi.resetModules();
    formatterSays('+00:00');
    const byFormatter = (await import('../../src/portal/features/session/device.ts')).loginDeviceId();
    vi.restoreAllMocks();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'UTC' } });
    vi.spyOn(Date.prototype, 'toString').mockReturnValue('Thu Jan 01 1970 00:00:00 GMT+0000 (Greenwich Mean Time)');
    vi.resetModules();
    const formatter = formatterSays('+00:00');
    expect((await import('../../src/portal/features/session/device.ts')).loginDeviceId()).toBe(byFormatter);
    expect(formatter).toHaveBeenCalledTimes(1);
  });

  it('builds no formatter when Temporal says UTC and the date names Coordinated Universal Time: the id the formatter\'s "UTC" gives', async () => {
    vi.stubGlobal('navigator', { userAgent: 'test phone', language: 'en-US', hardwareConcurrency: 4 });
    vi.stubGlobal('screen', { width: 412, height: 823, colorDepth: 24 });
    const formatterSays = (zone: string) => vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: zone }) }) as unknown as Intl.DateTimeFormat,
    );
    vi.stubGlobal('Temporal', undefined);
    vi.resetModules();
    formatterSays('UTC');
    const byFormatter = (await import('../../src/portal/features/session/device.ts')).loginDeviceId();
    vi.restoreAllMocks();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'UTC' } });
    vi.spyOn(Date.prototype, 'toString').mockReturnValue('Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)');
    vi.resetModules();
    const formatter = formatterSays('never asked');
    expect((await import('../../src/portal/features/session/device.ts')).loginDeviceId()).toBe(byFormatter);
    expect(formatter).not.toHaveBeenCalled();
  });
});
