// The portal's root element, the same on the server (entry-server.tsx) and in the browser
// (main.tsx): hydration needs the very same tree.
// `fallback` is the query layer's first answers the page carries (the home's announcements).
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import type { PortalConfig } from '../engine/config.ts';
import { App } from './App.tsx';
import { ConfigProvider } from './config-context.tsx';

export interface PortalRootProps {
  config: PortalConfig;
  fallback?: Record<string, unknown>;
}

export function PortalRoot({ config, fallback }: PortalRootProps) {
  // Marks the page once the app has taken it over (hydrated the server's markup or rendered its
  // own): until then the page's loader takes a tap on server-rendered markup and plays it when
  // this appears (platform/portal-page/inline-tap.ts, in the next task: the effects of this first
  // render have run). Browser tests wait for it before they tap.
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return (
    <SWRConfig value={{ fallback: fallback ?? {} }}>
      <ConfigProvider config={config}>
        <App />
      </ConfigProvider>
    </SWRConfig>
  );
}
