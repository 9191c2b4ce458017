// The merchant's content files as the platform serves them: banners, marquee notices and
// promotions in the asked language and within their period, help articles for /help, and their
// art through the merchant asset route (cached, never another file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.close();
});

type Lists = { banners: { id: string; title: string; imageUrl: string; href?: string }[]; player: { id: string; title: string }[]; popup: unknown[]; promotion: { id: string; title: string; endDateStr?: string; claim: string }[] };
const notices = async (language: string, merchant = 'alpha') =>
  (await t.raw<Lists>('GET', `/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=${language}`, { merchant })).body.value!;

describe('merchant content', () => {
  it("serves the content in the asked language, each item marked as the content file's", async () => {
    t.clock.set(Date.UTC(2026, 10, 25));
    const en = await notices('EN');
    const bn = await notices('BN');
    expect(en.banners.map((b) => b.id)).toEqual(['content:welcome', 'content:cricket', 'content:slots']);
    expect(en.banners[0]).toMatchObject({ title: '100% welcome bonus up to ৳10,000', imageUrl: '/merchant-assets/content/art/banner-welcome.svg', href: '/promotions#welcome' });
    expect(bn.banners[0]?.title).toBe('100% স্বাগতম বোনাস, সর্বোচ্চ ৳10,000');
    expect(en.player.map((n) => n.id)).toEqual(['content:bkash-fast', 'content:maintenance', 'content:safety']);
    expect(en.popup).toEqual([]);
    // Newest period first.
    expect(en.promotion.map((p) => p.id)).toEqual(['content:live-weekend', 'content:cricket-cashback', 'content:lucky-draw', 'content:welcome', 'content:rebate']);
    expect(en.promotion[0]).toMatchObject({ title: 'Live casino weekend', endDateStr: '2026-12-31', claim: 'join' });
    // A language the merchant does not have falls back to its default.
    expect((await notices('VI')).banners[0]?.title).toBe(bn.banners[0]?.title);
  });

  it('shows a notice or promotion only within its period, its last day included', async () => {
    t.clock.set(Date.UTC(2026, 0, 1));
    const early = await notices('EN');
    expect(early.promotion.map((p) => p.id)).toEqual(['content:rebate']);
    expect(early.player).toEqual([]);
    t.clock.set(Date.UTC(2026, 11, 31, 23, 59));
    expect((await notices('EN')).promotion.map((p) => p.id)).toContain('content:live-weekend');
    t.clock.set(Date.UTC(2027, 0, 1));
    expect((await notices('EN')).promotion.map((p) => p.id)).not.toContain('content:live-weekend');
  });

  it('answers the help centre with the articles in the asked language', async () => {
    const en = (await t.raw<{ list: { id: string; title: string; href: string; html: string }[] }>('GET', '/wps/system/helpCenter?lang=EN&device=WEB')).body.value!.list;
    expect(en.map((a) => a.id)).toEqual(['about', 'terms', 'privacy', 'responsible-gaming', 'faq', 'deposit', 'withdrawal', 'join']);
    expect(en[1]).toMatchObject({ title: 'Terms and conditions', href: '/help?page=terms' });
    expect(en[1]?.html).toContain('<h3>1. Accounts</h3>');
    const vi = (await t.raw('GET', '/wps/system/helpCenter?lang=VI&device=WEB', { merchant: 'beta' })).body.value.list;
    expect(vi[0].title).toBe('Về VN Lotto');
  });

  it("serves the content's art cached and under the asset CSP, and nothing else from the folder", async () => {
    const art = await fetch(`${t.url}/merchant-assets/content/art/banner-welcome.svg`, { headers: { Merchant: 'alpha' } });
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect(art.headers.get('cache-control')).toContain('max-age');
    expect(art.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await art.text()).toMatch(/^<svg /);
    for (const path of ['content/EN.json', 'content/art/../EN.json', 'merchant.json']) {
      const response = await fetch(`${t.url}/merchant-assets/${path}`, { headers: { Merchant: 'alpha' } });
      expect(response.status, path).toBe(404);
    }
  });
});
