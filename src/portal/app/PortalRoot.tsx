// The portal's root element, the same on the server (entry-server.tsx) and in the browser
// (main.tsx): hydration needs the very same tree. `onMounted` runs once the first render is on
// the page: after hydration, what the server could not know (the first modal) is applied then.
// `fallback` is the query layer's first answers the page carries (the home's announcements).
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import type { PortalConfig } from '../engine/config.ts';
import { App } from './App.tsx';
import { ConfigProvider } from './config-context.tsx';

function Mounted({ run }: { run: (() => void) | undefined }) {
  useEffect(() => run?.(), [run]);
  return null;
}

export interface PortalRootProps {
  config: PortalConfig;
  fallback?: Record<string, unknown>;
  onMounted?: () => void;
}

export function PortalRoot({ config, fallback, onMounted }: PortalRootProps) {
  return (
    <SWRConfig value={{ fallback: fallback ?? {} }}>
      <ConfigProvider config={config}>
        <App />
        <Mounted run={onMounted} />
      </ConfigProvider>
    </SWRConfig>
  );
}
