// The browser's FlowEnv: the portal's API layer (quiet: the machines show their own errors),
// sessionStorage and localStorage, wouter's navigation, the device fingerprint, and the UI
// store following member info.
import { navigate } from 'wouter/use-browser-location';
import type { FlowEnv } from '../../api/flow-env.ts';
import { apiCall } from '../../api/portal-api.ts';
import { resetLoginState, setState } from '../../state/store.ts';
import { loginDeviceId } from './device.ts';

// A reload (or any navigation away) ends the page's calls, and the page's script still runs for
// their failure while the page unloads: Chromium fails each open fetch at pagehide and runs the
// rejection between pagehide's listeners, so before a listener of ours may have run (the
// loader's comes first). The login machine took the member-info call's failure for a failed
// sign-in and cleared the session it had just stored, so the reloaded page started signed out.
// A failure now answers one task later, and only if the page is still here: an unloading page
// never runs that task, so nothing acts on it and the next page starts from what is stored.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}

/** The call's promise, except that a failure while the page is leaving never settles. */
export function unlessLeaving<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => new Promise<T>((_, reject) => {
    setTimeout(() => {
      if (!leaving) reject(error instanceof Error ? error : new Error(String(error)));
    }, 0);
  }));
}

let onMemberLoaded: () => void = () => undefined;
/** What else runs once member info arrives (balance and unread refresh; set by auth.ts). */
export function afterMemberLoaded(run: () => void): void {
  onMemberLoaded = run;
}

export const browserEnv: FlowEnv = {
  call: (name, request) => unlessLeaving(apiCall(name, request, { quiet: true })),
  get session() {
    return sessionStorage;
  },
  get local() {
    return localStorage;
  },
  navigate: (path) => navigate(path),
  deviceId: loginDeviceId,
  page: () => ({ href: window.location.href, host: window.location.host }),
  memberLoaded: ({ isAgent, ...member }) => {
    setState({ isLogin: true, isAgent, member });
    onMemberLoaded();
  },
  signedOut: () => resetLoginState(),
};
