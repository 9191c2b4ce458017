// Sign-in modals live in lazy chunks (xstate and rjsf stay off a guest's first load). Loaded one
// after another (ModalHost, then the register chunk, then its settings) a modal appeared seconds
// after the page on a busy machine: /register took over 10 s, and the guard's login modal on a
// "login to home page" merchant popped up over the header after the page had settled. So a modal
// that will open starts all it needs at once, and the first page's modal starts at boot.
import { fetchCall } from '../api/query.ts';
import { guardRedirect } from '../app/guard.ts';
import { lazySection, loadWithTimeout } from '../app/lazy.ts';
import { loadRegisterModal } from '../features/registration/index.ts';
import type { ModalName } from '../state/store.ts';

export const loadModalHost = () => import('./ModalHost.tsx');

/**
 * The modals' host as a section that renders at once where it mounts once loaded (with the
 * sign-in dialog's texts): a server-rendered /login hydrates its dialog in the first pass
 * (main.tsx loads it first), where a plain lazy component would suspend and show nothing.
 */
export const ModalHostSection = lazySection<object>(loadModalHost, 'ModalHost', 'signIn');

/** The path a visit shows first: where the guard sends it, or where it is. */
export function firstPathOf(path: string, hasToken: boolean, loginToHomePage: boolean): string {
  return guardRedirect(path, hasToken, loginToHomePage) ?? path;
}

/** The modal the first page opens by itself: /login, /register, or the guard's login. */
export function startupModal(path: string, hasToken: boolean, loginToHomePage: boolean): 'login' | 'register' | null {
  if (hasToken) return null;
  if (path === '/register' || path === '/register.html') return 'register';
  if (path === '/login' || guardRedirect(path, hasToken, loginToHomePage) === '/login') return 'login';
  return null;
}

/** What a modal needs, in parallel: ModalHost's chunk, the modal's own chunk and the data it reads first. */
export function preloadModal(modal: ModalName | null, load = { host: ModalHostSection.preload, register: loadRegisterModal, registerSettings: () => fetchCall('registerSettings') }): void {
  if (!modal) return;
  // The modal shows its own failure.
  const quiet = (work: () => Promise<unknown>, texts: 'all' | 'signIn' = 'all') => void loadWithTimeout(work, undefined, texts).catch(() => undefined);
  quiet(load.host, 'signIn');
  if (modal === 'register') {
    quiet(load.register);
    quiet(load.registerSettings);
  }
}
