// Regression: the sign-in modals' chunks and data loaded one after another (ModalHost, then the
// register chunk, then its settings), so /register showed "Loading…" for over 10 s on a busy
// machine and the guard's login modal opened over a page that had already settled.
import { describe, expect, it } from 'vitest';
import { preloadModal, startupModal } from '../../src/portal/shell/modal-preload.ts';

describe('the first page\'s modal', () => {
  it('is the register modal on /register and /register.html', () => {
    expect(startupModal('/register', false, false)).toBe('register');
    expect(startupModal('/register.html', false, true)).toBe('register');
  });
  it('is the login modal on /login and wherever the guard sends a guest to /login', () => {
    expect(startupModal('/login', false, false)).toBe('login');
    expect(startupModal('/', false, true)).toBe('login');
    expect(startupModal('/lottery', false, false)).toBe('login');
  });
  it('is none on a plain page, on the guard\'s exceptions and with a session', () => {
    expect(startupModal('/', false, false)).toBeNull();
    expect(startupModal('/download', false, true)).toBeNull();
    expect(startupModal('/register', true, true)).toBeNull();
    expect(startupModal('/', true, true)).toBeNull();
  });
});

describe('preloading a modal', () => {
  const recorder = () => {
    const started: string[] = [];
    const pending = (name: string) => () => {
      started.push(name);
      return new Promise<never>(() => undefined); // never lands: only what starts at once counts
    };
    return { started, load: { host: pending('host'), register: pending('register'), registerSettings: pending('registerSettings') } };
  };
  it('starts ModalHost, the register chunk and the register settings together, none waiting for another', () => {
    const { started, load } = recorder();
    preloadModal('register', load);
    expect(started).toEqual(['host', 'register', 'registerSettings']);
  });
  it('starts only ModalHost for the login modal, and nothing without a modal', () => {
    const { started, load } = recorder();
    preloadModal('login', load);
    preloadModal(null, load);
    expect(started).toEqual(['host']);
  });
  it('swallows a failed load: the modal shows its own failure', async () => {
    const failing = () => Promise.reject(new Error('offline'));
    preloadModal('register', { host: failing, register: failing, registerSettings: failing });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
