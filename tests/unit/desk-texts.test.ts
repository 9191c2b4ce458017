// The desk's texts run on i18next (src/desk/i18n/texts.ts): English from the start, another
// language once loaded, plural forms by count, English for a key a language lacks, placeholders
// filled, and a failed call's errorCode shown in the operator's language.
import { describe, expect, it } from 'vitest';
import BN from '../../src/desk/i18n/locales/BN.json';
import EN from '../../src/desk/i18n/locales/EN.json';
import { createDeskTexts, errorMessage, loadLanguage, translate } from '../../src/desk/i18n/texts.ts';

describe('desk texts', () => {
  it('English first, Bengali once loaded, with placeholders and dotted keys', async () => {
    const texts = createDeskTexts();
    const t = translate(texts);
    expect(t('queue.pageOf', { page: 2, pages: 5, total: 90 })).toBe('Page 2 of 5 · 90 in all');
    await loadLanguage(texts, 'BN');
    expect(texts.language).toBe('bn');
    expect(t('queue.pageOf', { page: 2, pages: 5, total: 90 })).toBe('পাতা 2 / 5 · মোট 90');
    expect(t('error.unknown')).toBe(BN['error.unknown']);
  });

  it("a count picks the language's plural form", () => {
    const t = translate(createDeskTexts());
    expect(t('promotions.showImages', { count: 1 })).toBe('Show 1 image');
    expect(t('promotions.showImages', { count: 3 })).toBe('Show 3 images');
  });

  it('a key missing in the language falls back to English; an unknown key is itself', async () => {
    const texts = createDeskTexts();
    await loadLanguage(texts, 'BN');
    texts.removeResourceBundle('bn', 'translation');
    texts.addResourceBundle('bn', 'translation', { 'error.unknown': BN['error.unknown'] });
    const t = translate(texts);
    expect(t('queue.done', { action: 'x' })).toBe('Done: x.');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it("a failed call's errorCode in the operator's language, else the general message", async () => {
    const texts = createDeskTexts();
    const t = translate(texts);
    expect(errorMessage(t, { errorCode: 'login.not.session' })).toBe(EN['errorCode.login.not.session']);
    expect(errorMessage(t, { errorCode: 'no.such.code' })).toBe(EN['error.unknown']);
    await loadLanguage(texts, 'BN');
    expect(errorMessage(t, { errorCode: 'login.not.session' })).toBe(BN['errorCode.login.not.session']);
  });
});
