import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../src/shared/config/paths.ts';
import { themeProperties } from '../../src/portal/engine/theme.ts';
import { pluralsByLanguageTag } from '../../src/portal/i18n/plurals.ts';
import { daysSince, daysSinceJoiningText } from '../../src/portal/features/member/days-since-joining.ts';
import { clubLabelText } from '../../src/portal/i18n/club-label.ts';
import { ChunkLoadError, loadWithTimeout } from '../../src/portal/app/lazy.ts';
import { normaliseNotices } from '../../src/portal/shell/announcements.ts';
import { pageOf } from '../../src/portal/shell/AnnouncementPopup.tsx';
import { firstChatPath as firstCsPath } from '../../flows/rules/url.ts';
import { helpArticles } from '../../src/portal/api/help-articles.ts';

describe('theme tokens → CSS custom properties', () => {
  it('flattens the merchant theme groups', () => {
    const props = themeProperties({ colors: { primary: '#006a4e', primaryText: '#fff' }, radii: { small: '4px' }, fonts: { body: 'system-ui' } });
    expect(props).toEqual({ '--color-primary': '#006a4e', '--color-primary-text': '#fff', '--radius-small': '4px', '--font-body': 'system-ui' });
  });
  it('ignores values that are not strings or numbers', () => {
    expect(themeProperties({ colors: { primary: null, x: true } })).toEqual({});
    expect(themeProperties(undefined)).toEqual({});
  });
});

describe('days since joining and the club label, translated', () => {
  const now = Date.parse('2026-03-11T10:00:00Z');
  it('counts whole days', () => {
    expect(daysSince('2026-03-01', now)).toBe(10);
    expect(daysSince('2026-04-01', now)).toBe(0);
    expect(daysSince('not a date', now)).toBe(0);
  });
  // The wording comes from the shipped locale files, as the portal's i18next set-up reads them.
  const translator = async (code: string) => {
    const strings: unknown = JSON.parse(readFileSync(join(repoRoot, 'src/shared/i18n/locales', `${code}.json`), 'utf8'));
    const i18n = i18next.createInstance();
    await i18n.init({ lng: code, resources: { [code]: { translation: strings as Record<string, string> } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
    return pluralsByLanguageTag(i18n).t;
  };
  // Regression: BN got the English wording, and the club label was English.
  it('is worded in each shipped language, BN included', async () => {
    const [en, vi, cn, bn] = await Promise.all(['EN', 'VI', 'CN', 'BN'].map(translator));
    expect(daysSinceJoiningText('2026-03-01', en!, now)).toBe('Joined 10 days ago');
    expect(daysSinceJoiningText('2026-03-10', en!, now)).toBe('Joined 1 day ago');
    expect(daysSinceJoiningText('2026-03-01', vi!, now)).toBe('Đã tham gia 10 ngày');
    expect(daysSinceJoiningText('2026-03-01', cn!, now)).toBe('已加入 10 天');
    // Chinese has one form: a single day reads it too (not a missing "_one" key).
    expect(daysSinceJoiningText('2026-03-10', cn!, now)).toBe('已加入 1 天');
    expect(daysSinceJoiningText('2026-03-01', bn!, now)).toBe('10 দিন আগে যোগ দিয়েছেন');
    expect(clubLabelText({ labelName: 'Regular', rankLevel: 0 }, bn!, true)).toBe('সাধারণ · ভিআইপি 0');
    expect(clubLabelText({ labelName: 'Trial', rankLevel: 0 }, cn!, false)).toBe('试玩');
  });
});

describe('lazy sections: chunk timeout and ChunkLoadError', () => {
  it('rejects with a timed-out ChunkLoadError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined), 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    vi.useRealTimers();
  });
  it('wraps a failed chunk load', async () => {
    const error = await loadWithTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(false);
  });
  it('passes a loaded chunk through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});

describe('announcements and other platform data', () => {
  it('keeps only notices with a title and fills missing lists', () => {
    const lists = normaliseNotices({ player: [{ title: 'a', startDateStr: 'd', content: 'c' }, { nope: 1 }], popup: null });
    expect(lists.player).toHaveLength(1);
    expect(lists.popup).toEqual([]);
    expect(lists.banners).toEqual([]);
  });
  it('pages 8 at a time', () => {
    const items = Array.from({ length: 19 }, (_, i) => i);
    expect(pageOf(items, 0, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pageOf(items, 2, 8)).toEqual([16, 17, 18]);
  });
  it('takes the first customer-service path of type 3', () => {
    expect(firstCsPath({ version: { pathList: [{ type: 1, path: 'a' }, { type: '3', path: 'b' }, { type: 3, path: 'c' }] } })).toBe('b');
    expect(firstCsPath({ version: { pathList: [{ type: 1, path: 'a' }] } })).toBeNull();
    expect(firstCsPath(null)).toBeNull();
  });
  it('reads help articles, skipping malformed entries', () => {
    const faq = { id: 'faq', title: 'FAQ', href: '/help?page=faq', html: '<p>Answers</p>' };
    expect(helpArticles({ list: [faq, { id: 'terms', title: 'Terms' }, null] })).toEqual([faq]);
    expect(helpArticles(null)).toEqual([]);
  });
});
