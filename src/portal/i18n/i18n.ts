// i18next set-up. Only the current language's strings are downloaded, in parts: the first
// screen's texts at boot; the sign-in dialog's with the dialog's chunk; the rest (forms, member
// centre, error messages) when first needed: with the first other lazy part (app/lazy.ts), the
// first tap or key press, or the first missing key. Each part of each locale file is its own
// chunk (vite.config.ts localeParts).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, textDirection } from '../../shared/i18n/languages.ts';

export { bcp47 };
import { fetchMerchantTexts } from '../engine/config.ts';
import { I18N_OPTIONS } from './options.ts';
import { pluralsByLanguageTag } from './plurals.ts';
import { addLanguageArt, loadLanguageCatalogue, type LanguageArt } from './language-art.ts';

type Strings = Record<string, string>;
type Loaders = Record<string, () => Promise<Strings>>;

// The first part's chunk also carries the language's own name and flag (`art`: no request of its
// own) and the loaders of its other parts: one glob, as each entry is first-load code for every
// shipped language.
type Part = () => Promise<{ default: Strings }>;
interface FirstChunk { default: Strings; art: LanguageArt; signIn: Part; rest: Part }
const firstChunks = import.meta.glob<FirstChunk>('./*.json', { query: '?texts=first', base: '../../shared/i18n/locales/' });
const partOf = (pick: (chunk: FirstChunk) => Promise<Strings> | Strings): Loaders =>
  Object.fromEntries(Object.entries(firstChunks).map(([path, load]) => [path, () => load().then(pick)]));
const firstParts = partOf((chunk) => chunk.default);
const signInParts = partOf((chunk) => chunk.signIn().then((part) => part.default));
const restParts = partOf((chunk) => chunk.rest().then((part) => part.default));

function partLoader(parts: Loaders, code: string): (() => Promise<Strings>) | undefined {
  return parts[`./${code}.json`];
}

/** Languages that have their own strings; the others fall back to English under their own code. */
export function hasOwnStrings(code: string): boolean {
  return partLoader(firstParts, code) !== undefined;
}

/**
 * The language switch's button shows the current language's name and flag: for a language with
 * its own strings they come with its first texts; another takes them from the whole catalogue.
 * Never fails: without them the button shows the code.
 */
function loadOwnArt(code: string): Promise<void> {
  const own = firstChunks[`./${code}.json`];
  const loading = own ? own().then((chunk) => addLanguageArt([[code, chunk.art]])) : loadLanguageCatalogue();
  return loading.catch(() => undefined);
}

const merchantTexts = new Map<string, Promise<Strings>>();
/** The merchant's texts (merchants/<code>/texts): they add keys or override shipped ones, in both parts. */
function merchantTextsFor(code: string): Promise<Strings> {
  let texts = merchantTexts.get(code);
  if (!texts) {
    texts = fetchMerchantTexts(code);
    merchantTexts.set(code, texts);
  }
  return texts;
}

/** The merchant's texts for `code` as the page already carries them (boot data): no call for them. */
export function presetMerchantTexts(code: string, texts: Strings): void {
  merchantTexts.set(code, Promise.resolve(texts));
}

async function loadPart(parts: Loaders, code: string): Promise<Strings> {
  const own = partLoader(parts, code) ?? partLoader(parts, 'EN');
  const [shipped, merchant] = await Promise.all([own ? own() : Promise.resolve({}), merchantTextsFor(code)]);
  return { ...shipped, ...merchant };
}

const partsLoaded = new Map<string, Promise<void>>();

/** Adds one part of language `code`'s texts (once); components re-render when they arrive. */
function addPart(parts: Loaders, name: string, code: string): Promise<void> {
  const id = `${name}:${code}`;
  let loading = partsLoaded.get(id);
  if (!loading) {
    loading = loadPart(parts, code).then(
      (strings) => void i18next.addResourceBundle(code, 'translation', strings, true, true),
      (error: unknown) => {
        partsLoaded.delete(id); // a later need tries again
        throw error;
      },
    );
    partsLoaded.set(id, loading);
  }
  return loading;
}

/** Everything beyond the first screen's texts: the sign-in dialog's part and the rest. */
function loadRest(code: string): Promise<void> {
  return Promise.all([addPart(signInParts, 'signIn', code), addPart(restParts, 'rest', code)]).then(() => undefined);
}

/** Resolves when the sign-in dialog's texts of the current language are in. */
export function signInTexts(): Promise<void> {
  const code = i18next.language;
  if (!code || !i18next.isInitialized) return Promise.resolve();
  return addPart(signInParts, 'signIn', code).catch(() => undefined); // a missing text shows its key
}

/** Resolves when every text of the current language is in (at once when it already is). */
export function allTexts(): Promise<void> {
  const code = i18next.language;
  if (!code || !i18next.isInitialized) return Promise.resolve();
  return loadRest(code).catch(() => undefined); // a missing text shows its key; nothing else breaks
}

/**
 * The first tap, click or key press fetches the rest: what it opens then finds its texts there.
 * Not focus: a dialog open on the first screen (cnstar's login) focuses its first field by itself.
 */
function loadRestOnFirstInteraction(): void {
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    for (const event of events) document.removeEventListener(event, once, true);
    void allTexts();
  };
  for (const event of events) document.addEventListener(event, once, { capture: true, passive: true });
}

export async function initI18n(code: string): Promise<I18n> {
  const [strings] = await Promise.all([loadPart(firstParts, code), loadOwnArt(code)]);
  await i18next.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: code,
    resources: { [code]: { translation: strings } },
    // A text asked for before the rest arrived fetches the rest; the component re-renders ("added").
    saveMissing: true,
    missingKeyHandler: () => void allTexts(),
    react: { bindI18nStore: 'added' },
  });
  pluralsByLanguageTag(i18next);
  applyDocumentLanguage(code);
  loadRestOnFirstInteraction();
  return i18next;
}

/** Switches language with all its texts (someone asked for it, so nothing is on a first paint). */
export async function changeLanguage(code: string): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await loadPart(firstParts, code));
  }
  await Promise.all([loadRest(code).catch(() => undefined), loadOwnArt(code)]);
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}

/** `<html lang>` uses the BCP 47 tag; `dir` follows the language's writing direction. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = bcp47(code);
  root.dir = textDirection(code);
}
