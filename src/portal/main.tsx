// Boot: merchant config by host → theme, language, API client → status check → the app.
import { errorText } from './i18n/error-text.ts';
import { startTransition, type ReactNode } from 'react';
import './styles.css';
import { fetchPortalConfig, readPortalBoot, type PortalConfig } from './engine/config.ts';
import { allTexts, initI18n, presetMerchantTexts } from './i18n/i18n.ts';
import { setupApi } from './api/portal-api.ts';
import { preloadSignedInCalls } from '../shared/api/call-spec.ts';
import { getState, openModal, setState, showNotice } from './state/store.ts';
import { getStoredLanguage, startupToken, storeLanguage, storeMerchantValues } from './state/session.ts';
import { setChunkTimeout } from './app/lazy.ts';
import { makeInstallable } from './app/installable.ts';
import { endSessionLocally, loadMemberInfo } from './features/session/index.ts';
import { bootFallback } from './app/boot-fallback.ts';
import { withServerArt } from './features/games/index.ts';
import { preloadSectionFor } from './app/sections.ts';
import { BootFailure } from './pages/index.ts';
import { ConfigProvider } from './app/config-context.tsx';
import { readSystemStatus } from './app/system-status.ts';
import { setCustomerServicePopupSize } from './features/customerService/index.ts';
import { firstPathOf, ModalHostSection, preloadModal, startupModal } from './shell/modal-preload.ts';
import { yieldToMain } from './app/yield.ts';
import { presetNumberFacts } from '../shared/money.ts';

const BOOT_TIMEOUT_MS = 20_000;

// React DOM is a chunk of its own, fetched from the start (the page preloads it: vite.config.ts
// preloadApp) but evaluated in a task of its own after the boot's: evaluating every module at once
// was one 120-200 ms task on a slow phone. The app (shell, blocks, features) is imported the same
// way; the build keeps it in the boot's chunk (vite.config.ts startChunkGroups: as a chunk of its
// own it cost 1.3 KB gz and no measurable task time), so it is at hand when the boot needs it.
const reactDom = import('react-dom/client');
const app = import('./app/PortalRoot.tsx');

function pickLanguage(config: PortalConfig): string {
  const stored = getStoredLanguage();
  const supported = config.languages.supported;
  return stored && (supported as readonly string[]).includes(stored) ? stored : config.languages.default;
}

const container = document.getElementById('root')!;
/** A fresh render replaces whatever #root holds (the server's markup included). */
const root = { render: (node: ReactNode) => void reactDom.then(({ createRoot }) => createRoot(container).render(node)) };

async function boot(): Promise<void> {
  // The platform inlines the config (and the default language's merchant texts) into the page;
  // the call is the fallback for a page without them.
  const inlined = readPortalBoot();
  if (inlined) presetMerchantTexts(inlined.language, inlined.texts);
  let config: PortalConfig;
  try {
    config = inlined?.config ?? await Promise.race([
      fetchPortalConfig(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), BOOT_TIMEOUT_MS)),
    ]);
  } catch (error) {
    const blocked = (error as { status?: number }).status === 403;
    root.render(<BootFailure kind={blocked ? 'ipBlocked' : 'timeout'} />);
    return;
  }
  const language = pickLanguage(config);
  if (inlined?.numbers) presetNumberFacts(inlined.numbers);
  storeLanguage(language);
  // Read before storeMerchantValues writes this page's merchant over the session's.
  const hasToken = Boolean(startupToken(config.identity.code));
  storeMerchantValues(config.identity.code, config.identity.platform);
  const theme = config.branding.theme as unknown as { colors: Record<string, string> };
  // The platform's page carries the theme in both colour schemes, the favicon and the title
  // (portal-page/page-html.ts); a page without them (Vite's dev server) gets them here.
  if (!inlined) {
    void import('./engine/theme.ts').then(({ applyFavicon, applyThemeWithScheme }) => {
      applyThemeWithScheme(theme);
      applyFavicon(config.branding.favicon);
    });
    document.title = config.identity.displayName;
  }
  makeInstallable(theme.colors.header);
  setCustomerServicePopupSize(config.constants.customerServicePopup);
  setChunkTimeout(config.constants.lazyChunkTimeoutMs);
  // Each phase below is its own task (app/yield.ts): on a slow phone the whole start in one task
  // blocked input for most of a second.
  await yieldToMain();
  const i18n = await initI18n(language);
  // Only a merchant with other digits than Latin loads the step that rewrites numbers in texts.
  const { digits } = config.identity.currency;
  if (digits !== 'latn') (await import('./i18n/numbers.ts')).numbersInDigits(i18n, digits);
  await yieldToMain();
  setState({ language });
  setupApi({
    baseUrl: config.api.baseUrl === '/' ? '' : config.api.baseUrl,
    merchant: config.identity.code,
    encryption: config.api.encryption,
    timeoutMs: config.api.timeoutMs,
    moduleIdHeader: config.api.moduleIdHeader,
    getLanguage: () => getState().language,
    handlers: {
      forceLogout: () => endSessionLocally(),
      tooManyRequests: () => showNotice(i18n.t('error.tooManyRequests', { count: config.constants.tooManyRequestsMinutes })),
      // The member's language, never the platform's English message.
      // Error messages are not among the first screen's texts: they come with the rest.
      show: (_message, error) => void allTexts().then(() => showNotice(errorText(i18n.t, error))),
    },
  });
  // A session's first calls (member info, balance) are of the table's signed-in part: fetched now,
  // alongside the status call, not after it (a guest never loads it before signing in).
  if (hasToken) void preloadSignedInCalls();
  // The address move, the first modal and its preloads are a task of their own too (on cnstar's
  // first page this phase and the one before were one long task).
  await yieldToMain();
  // Where the guard sends this visit first: a guest of a "login to home page" merchant sees /login.
  const firstPath = firstPathOf(window.location.pathname, hasToken, config.features.loginToHomePage);
  // The server's markup is a guest's first screen in the default language: hydrated only when this
  // visit is exactly that (no session, no other stored language); otherwise the app renders afresh.
  const hydrate = inlined?.rendered === firstPath && inlined.language === language && !hasToken;
  // The server rendered where the guard would go (cnstar's / and /rng are its /login): the
  // address moves there first, so the first render is the server's page.
  if (hydrate && firstPath !== window.location.pathname) window.history.replaceState(window.history.state, '', firstPath);
  // The first page's modal (/register, /login, the guard's login) loads while the status is read.
  // Opened now, the modal is in the first render instead of after the guard's redirect (a
  // server-rendered /login has it in its markup too).
  const firstModal = startupModal(window.location.pathname, hasToken, config.features.loginToHomePage);
  if (firstModal) openModal(firstModal);
  preloadModal(firstModal);
  const status = await readSystemStatus();
  if (status !== 'ok') {
    root.render(
      <ConfigProvider config={config}>
        <BootFailure kind={status} />
      </ConfigProvider>,
    );
    return;
  }
  if (hasToken) {
    setState({ isLogin: true });
    void loadMemberInfo().catch(() => undefined);
  }
  // The announcements (and a game list's first page) the page carries answer the query layer's first read;
  // a hydrated list's first tiles take their art from the markup (the boot data has only its addresses).
  const fallback = inlined ? bootFallback(hydrate && inlined.games ? { ...inlined, games: withServerArt(inlined.games, container) } : inlined) : undefined;
  // A rendered game list is a lazy section: loaded (with the whole locale, as the server rendered it) before
  // hydrating; a rendered /login's dialog likewise (with its texts).
  if (hydrate) await Promise.all([preloadSectionFor(window.location.pathname), firstModal ? ModalHostSection.preload() : undefined]);
  const { PortalRoot } = await app;
  const { hydrateRoot } = await reactDom;
  await yieldToMain();
  if (hydrate) {
    // Hydration as a transition is concurrent: React hydrates in slices of a few milliseconds and
    // lets input and paint in between, instead of one long task for the whole page. The markup is
    // already on screen, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(container, <PortalRoot config={config} fallback={fallback} />);
    });
    return;
  }
  root.render(<PortalRoot config={config} fallback={fallback} />);
}

void boot();
