/** Signed out: the sign-in page. Signed in: the shell with the pages the operator's role may use. */
import { useEffect, useState } from 'react';
import { deskToken, onSessionEnd } from './api.ts';
import { clearAll } from './data.ts';
import { LoginPage } from './LoginPage.tsx';
import { Shell } from './Shell.tsx';

export function App() {
  const [token, setToken] = useState<string | null>(deskToken.get);
  useEffect(
    () =>
      onSessionEnd(() => {
        setToken(null);
        void clearAll();
      }),
    [],
  );
  if (!token) {
    return (
      <LoginPage
        onSignedIn={(next) => {
          deskToken.set(next);
          setToken(next);
        }}
      />
    );
  }
  return (
    <Shell
      onSignedOut={() => {
        deskToken.clear();
        void clearAll();
        setToken(null);
      }}
    />
  );
}
