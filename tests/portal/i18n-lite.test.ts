// The portal's builds use src/portal/i18n/lite instead of i18next and react-i18next (vite.config.ts
// i18nLite, 15 KB gzipped less on a guest's first load). It must write every text exactly as the
// real i18next does with the portal's options: every key of every shipped locale and of every
// merchant's texts, with its variables passed, with one left out, with a null one, plus a count
// (i18next's plural lookup) and a missing key's defaultValue. If a text ever needs a feature the
// lite one lacks (plurals, nesting, formatting), this fails on that text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import lite, { createInstance as liteInstance } from '../../src/portal/i18n/lite/i18next.ts';
import { I18nextProvider, initReactI18next, useTranslation } from '../../src/portal/i18n/lite/react-i18next.tsx';
import { I18N_OPTIONS } from '../../src/portal/i18n/options.ts';

const root = join(import.meta.dirname, '../..');
const localesDir = join(root, 'src/shared/i18n/locales');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

const textSets: Array<[string, string, Record<string, string>]> = [
  ...readdirSync(localesDir).filter((f) => f.endsWith('.json')).map((f): [string, string, Record<string, string>] => [`locale ${f}`, f.slice(0, 2), read(join(localesDir, f))]),
  ...readdirSync(join(root, 'merchants')).flatMap((merchant) => {
    let files: string[] = [];
    try { files = readdirSync(join(root, 'merchants', merchant, 'texts')); } catch { return []; }
    return files.filter((f) => f.endsWith('.json')).map((f): [string, string, Record<string, string>] => [`${merchant} ${f}`, f.slice(0, 2), read(join(root, 'merchants', merchant, 'texts', f))]);
  }),
];

const variables = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());

describe('i18n lite writes every text as i18next does', () => {
  it.each(textSets)('%s', async (_name, lng, texts) => {
    const real = i18next.createInstance();
    await real.init({ ...I18N_OPTIONS, lng, resources: { [lng]: { translation: texts } } });
    const mine = liteInstance();
    await mine.init({ ...I18N_OPTIONS, lng, resources: { [lng]: { translation: texts } } });
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(texts)) {
      const names = variables(text);
      const all = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 12.5 : `v${i}`]));
      const cases: Array<Record<string, unknown> | undefined> = [undefined, all, { ...all, count: 3 }];
      if (names.length > 0) {
        cases.push(Object.fromEntries(names.slice(1).map((n) => [n, 'x']))); // the first one left out
        cases.push({ ...all, [names[0]!]: null });
      }
      for (const options of cases) expect(mine.t(key, options as never), `${key} ${JSON.stringify(options)}`).toBe(real.t(key, options as never));
    }
    for (const options of [undefined, { defaultValue: 'Fallback {{n}}', n: 2 }, { count: 1 }]) {
      expect(mine.t('no.such.key', options as never)).toBe(real.t('no.such.key', options as never));
    }
  });

  it('adds texts, changes language and tells components, which re-render with the new text', async () => {
    const seen: string[] = [];
    await lite.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: { a: 'A {{n}}' } } } });
    const missing: string[] = [];
    const instance = liteInstance();
    await instance.init({ lng: 'EN', resources: { EN: { translation: {} } }, saveMissing: true, missingKeyHandler: (_l, _ns, key) => missing.push(key) });
    expect(instance.t('later')).toBe('later');
    expect(missing).toEqual(['later']);
    instance.store.on('added', () => seen.push('added'));
    instance.on('languageChanged', (lng) => seen.push(String(lng)));
    instance.addResourceBundle('EN', 'translation', { later: 'Later' }, true, true);
    expect(instance.t('later')).toBe('Later');
    await instance.changeLanguage('BN');
    expect(instance.language).toBe('BN');
    expect(instance.t('later')).toBe('later');
    expect(seen).toEqual(['added', 'BN']);

    function Text() {
      const { t } = useTranslation();
      return createElement('p', null, t('a', { n: 1 }));
    }
    expect(renderToString(createElement(Text))).toBe('<p>A 1</p>');
    const other = liteInstance();
    await other.init({ lng: 'VI', resources: { VI: { translation: { a: 'Á {{n}}' } } } });
    expect(renderToString(createElement(I18nextProvider, { i18n: other }, createElement(Text)))).toBe('<p>Á 1</p>');
  });
});
