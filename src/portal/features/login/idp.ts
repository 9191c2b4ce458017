// Third-party sign-in (telegram, facebook, google) through the platform's identity provider:
// a pop-up at /idp/authorize?channel=… signs the user in and posts
// `{ type: 'idp-token', channel, idToken }` back to this window (same origin only). The login
// machine then logs in with type firebase and the id token as the password.
export class IdpClosedError extends Error {
  errorCode = 'idp.popup.closed';
  constructor() {
    super('Sign-in pop-up closed, login failure, try again');
  }
}

export function signInWithIdp(channel: string, timeoutMs = 300_000): Promise<{ token: string }> {
  return new Promise((resolve, reject) => {
    const popup = window.open(`/idp/authorize?channel=${encodeURIComponent(channel)}`, `idp-${channel}`, 'width=480,height=640');
    if (!popup) {
      reject(Object.assign(new Error('Popup blocked. Please allow popups and try again.'), { errorCode: 'popup.blocked' }));
      return;
    }
    let settled = false;
    const cleanup = () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      const data = event.data as { type?: string; channel?: string; idToken?: string } | null;
      if (data?.type !== 'idp-token' || data.channel !== channel || !data.idToken) return;
      cleanup();
      resolve({ token: data.idToken });
    };
    window.addEventListener('message', onMessage);
    // The pop-up closes itself after posting; give the message a moment to arrive first.
    const poll = setInterval(() => {
      if (popup.closed) setTimeout(() => { if (!settled) { cleanup(); reject(new IdpClosedError()); } }, 300);
    }, 500);
    const timer = setTimeout(() => {
      cleanup();
      popup.close();
      reject(new IdpClosedError());
    }, timeoutMs);
  });
}
