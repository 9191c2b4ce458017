// A block folder's own texts (<type>/texts/<LANG>.json) load with the block's component: the
// registry waits for both, so the block's first render has its texts. They join the language's
// texts under their own keys; a merchant's text for the same key (merchants/<code>/texts, already
// in with the language's first texts) stays. Only this lazy module knows the files, so a guest's
// first load carries none of them.
import i18next from 'i18next';

type Strings = Record<string, string>;
export type TextFiles = Record<string, () => Promise<Strings>>;

/**
 * The loader of the texts in `files` (a glob of `<dir>/<type>/texts/<LANG>.json`): it resolves
 * when block `type`'s texts of the current language are in (at once for a block without any);
 * a language without its own file takes English's. After a switch of language, the blocks
 * already loaded get theirs in the new one.
 */
export function folderTexts(files: TextFiles): (type: string) => Promise<void> {
  const byType = new Map(Object.entries(files).map(([path, load]) => [path.split('/').slice(-3).join('/'), load]));
  const shown = new Set<string>();
  const add = (type: string, code: string): Promise<void> => {
    const load = byType.get(`${type}/texts/${code}.json`) ?? byType.get(`${type}/texts/EN.json`);
    if (!load) return Promise.resolve();
    return load().then(
      (strings) => void i18next.addResourceBundle(code, 'translation', strings, true, false),
      () => undefined, // a missing text shows its key; the block still renders
    );
  };
  i18next.on('languageChanged', (code: string) => {
    for (const type of shown) void add(type, code);
  });
  return (type) => {
    shown.add(type);
    return i18next.language ? add(type, i18next.language) : Promise.resolve();
  };
}

export const blockTexts = folderTexts(import.meta.glob<Strings>('./*/texts/*.json', { import: 'default' }));
