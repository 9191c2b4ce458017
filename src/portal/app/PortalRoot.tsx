// The portal's root element, the same on the server (entry-server.tsx) and in the browser
// (main.tsx): hydration needs the very same tree. `onMounted` runs once the first render is on
// the page: after hydration, what the server could not know (the first modal) is applied then.
import { useEffect } from 'react';
import type { PortalConfig } from '../engine/config.ts';
import { App } from './App.tsx';
import { ConfigProvider } from './config-context.tsx';

function Mounted({ run }: { run: (() => void) | undefined }) {
  useEffect(() => run?.(), [run]);
  return null;
}

export function PortalRoot({ config, onMounted }: { config: PortalConfig; onMounted?: () => void }) {
  return (
    <ConfigProvider config={config}>
      <App />
      <Mounted run={onMounted} />
    </ConfigProvider>
  );
}
