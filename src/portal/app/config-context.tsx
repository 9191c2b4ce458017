import { createContext, useContext, type ReactNode } from 'react';
import type { PortalConfig } from '../engine/config.ts';

const ConfigContext = createContext<PortalConfig | null>(null);

export function ConfigProvider({ config, children }: { config: PortalConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
