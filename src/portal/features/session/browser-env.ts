// The browser's FlowEnv: the portal's API layer (quiet: the machines show their own errors),
// sessionStorage and localStorage, wouter's navigation, the device fingerprint, and the UI
// store following member info.
import { navigate } from 'wouter/use-browser-location';
import type { FlowEnv } from '../../api/flow-env.ts';
import { apiCall } from '../../api/portal-api.ts';
import { resetLoginState, setState } from '../../state/store.ts';
import { loginDeviceId } from './device.ts';

let onMemberLoaded: () => void = () => undefined;
/** What else runs once member info arrives (balance and unread refresh; set by auth.ts). */
export function afterMemberLoaded(run: () => void): void {
  onMemberLoaded = run;
}

export const browserEnv: FlowEnv = {
  call: (name, request) => apiCall(name, request, { quiet: true }),
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
