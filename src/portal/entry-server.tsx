// Server rendering of a guest's home and game lists: the platform imports the
// build of this file (vite.config.ts `portal-ssr-build`, <dist>/server/entry-server.js) and
// renders the shell and home (home with the login dialog at /login, or a game list: /rng, ...) of one merchant in one language to HTML;
// main.tsx then hydrates it. What the client's first render has must be what is rendered here, or
// hydration fails: a guest (no session), the path, no modal but /login's, the texts the client has by then (for
// home the first screen's, with the sign-in dialog's for /login; a game list is a lazy part, which waits for the whole locale, so all of
// it) plus the merchant's own, and no platform data but what the page carries: the announcements
// and a game list's first page (the other blocks show their reserved, loading state on both sides).
import { prerenderToNodeStream } from 'react-dom/static';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import type { MerchantConfig } from '../generated/merchant.ts';
import { PortalRoot } from './app/PortalRoot.tsx';
import { setState } from './state/store.ts';
import { I18N_OPTIONS } from './i18n/options.ts';
import { pluralsByLanguageTag } from './i18n/plurals.ts';
import { numbersInDigits } from './i18n/numbers.ts';
import { RENDERED_HOME, RENDERED_LOGIN, type PortalBoot } from '../shared/portal-boot.ts';
import { bootFallback } from './app/boot-fallback.ts';
import { addLanguageArt } from './i18n/language-art.ts';
import { catalogueArt } from './i18n/language-catalogue.ts';

type Strings = Record<string, string>;

// Every language's name and flag at hand (the header's language switch shows the page's one); the
// browser has the same for its first render, with the language's first texts (i18n/language-art.ts).
addLanguageArt(catalogueArt());

// The first screen's part of every locale, as the client's first load has it (vite.config.ts localeParts).
const firstParts = import.meta.glob<Strings>('../shared/i18n/locales/*.json', { query: '?texts=first', import: 'default', eager: true });
// The sign-in dialog's part, for /login (home with the login dialog), as the client loads it with the dialog.
const signInParts = import.meta.glob<Strings>('../shared/i18n/locales/*.json', { query: '?texts=signIn', import: 'default', eager: true });
// Whole locales, for a lazy part's page (server build only: nothing of it reaches a browser).
const wholeLocales = import.meta.glob<Strings>('../shared/i18n/locales/*.json', { import: 'default', eager: true });
// Block folders' own texts (blocks/texts.ts), which the client loads with each block: with a whole locale.
const blockTexts = import.meta.glob<Strings>('./blocks/*/texts/*.json', { import: 'default', eager: true });

/** Every block folder's texts in `language` (English where a folder has none in it). */
function blockFolderTexts(language: string): Strings {
  const folders = new Set(Object.keys(blockTexts).map((path) => path.split('/')[2]));
  return Object.assign({}, ...[...folders].map((type) => blockTexts[`./blocks/${type}/texts/${language}.json`] ?? blockTexts[`./blocks/${type}/texts/EN.json`])) as Strings;
}

export interface RenderInput {
  config: MerchantConfig;
  language: string;
  /** merchants/<code>/texts/<language>.json: laid over the shipped texts, as on the client. */
  merchantTexts: Strings;
  /** The announcements call's answer in `language`, also in the page's boot data. */
  announcements: unknown;
  /** The path to render: `/` (the default), `/login` or a game list in RENDERED_GAME_LISTS. */
  path?: string;
  /** A game list's first page, also in the page's boot data. */
  games?: PortalBoot['games'];
  /** The home's lottery groups, also in the page's boot data. */
  lotteryGroups?: PortalBoot['lotteryGroups'];
}

/** The path server rendering covers; every other path gets the page without markup. */
export const RENDERED_PATH = RENDERED_HOME;

/** A locale's texts for one page: home its first screen's, /login those and the dialog's, a game list all. */
function shippedTexts(path: string, language: string): Strings {
  const of = (parts: Record<string, Strings>) => parts[`../shared/i18n/locales/${language}.json`] ?? parts['../shared/i18n/locales/EN.json'] ?? {};
  if (path === RENDERED_HOME) return of(firstParts);
  if (path === RENDERED_LOGIN) return { ...of(firstParts), ...of(signInParts) };
  return { ...blockFolderTexts(language), ...of(wholeLocales) };
}

export async function renderHome({ config, language, merchantTexts, announcements, path = RENDERED_PATH, games, lotteryGroups }: RenderInput): Promise<string> {
  const shipped = shippedTexts(path, language);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: language, resources: { [language]: { translation: { ...shipped, ...merchantTexts } } } });
  numbersInDigits(pluralsByLanguageTag(i18n), config.identity.currency.digits);
  // The portal's store is the client's one module state: a guest in this language. Renders are
  // taken one at a time by the platform (portal-page/ssr.ts), so no two share it.
  // /login is home with the login dialog open (App.tsx homeWithModal), as the browser opens it
  // before hydrating that page (main.tsx).
  setState({ language, isLogin: false, member: null, modal: path === RENDERED_LOGIN ? 'login' : null });
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={path} ssrSearch="">
        <PortalRoot config={config} fallback={bootFallback({ language, announcements, games, lotteryGroups })} />
      </Router>
    </I18nextProvider>,
    // Every boundary inline, where it stands: React moves a large one (a game list's section) to
    // the end of the page behind an inline script that reveals it, which the portal's CSP blocks
    // and which would wait for the script anyway.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
